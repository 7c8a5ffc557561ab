import { describe, expect, it } from 'vitest';
import { demoBundle } from '../../worker/db/seed/bundle';
import { mediaRefs } from './art';
import { shareImageRefs } from './share-refs';

describe('share image references', () => {
  it("list each page's own image once: lead images, shows, episodes, hosts, featured, events, header backgrounds", () => {
    const bundle = {
      posts: [{ images: [{ url: '/media/images/bc/lead.svg' }, { url: '/media/images/bc/body.svg' }] }],
      shows: [{ image: '/media/images/shows/s.svg' }],
      episodes: [{ image: '/media/images/shows/s.svg' }],
      hosts: [{ photo: '/media/images/hosts/h.svg' }],
      featured: [{ image: '/media/images/featured/f.svg' }],
      events: [{ image: 'https://cms.example/e.jpg' }],
      home: { headers: { backgroundImage: '/media/images/headers/home.svg' } },
      pages: [{ team: [{ photo: '/media/images/team/t.svg' }] }],
    };
    expect(shareImageRefs(bundle)).toEqual([
      '/media/images/bc/lead.svg',
      '/media/images/featured/f.svg',
      '/media/images/headers/home.svg',
      '/media/images/hosts/h.svg',
      '/media/images/shows/s.svg',
    ]);
  });

  it('are a part of the demo media, far fewer than all of it', () => {
    const bundle = demoBundle(new Date());
    const all = new Set(mediaRefs(bundle).images);
    const shared = shareImageRefs(bundle);
    expect(shared.every((ref) => all.has(ref))).toBe(true);
    expect(shared.length).toBeGreaterThan(100);
    expect(shared.length).toBeLessThan(all.size * 0.7);
  });
});
