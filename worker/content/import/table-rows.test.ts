import { describe, expect, it } from 'vitest';
import { importPost } from '../../../tests/fixtures/import-post';
import { eventRow, hostRow, postRow } from './table-rows';

const post = importPost({ id: 5, slug: 's', title: 'T', locale: ['pa'], images: [{ url: '/images/a.jpg' }] });

describe('postRow', () => {
  it('stores the languages as flags, the first image as the lead, and absent lists as empty JSON', () => {
    const row = postRow(post);
    expect(row).toMatchObject({ has_en: 0, has_pa: 1, image: '/images/a.jpg', audios: '[]', videos: '[]' });
    expect(row.body_pa).toBeNull();
    expect(row.images).toBe(JSON.stringify(post.images));
  });

  it('keeps the column order of the table, which is the order of the SQL', () => {
    expect(Object.keys(postRow(post)).slice(0, 5)).toEqual(['id', 'kind', 'slug', 'title', 'title_pa']);
  });
});

describe('hostRow and eventRow', () => {
  it('write JSON columns as text and a missing flag as 0', () => {
    const host = hostRow({
      id: 1,
      slug: 'h',
      title: 'H',
      photo: '/images/h.jpg',
      bio: 'B',
      languages: ['en'],
      socialLinks: [],
    });
    expect(host).toMatchObject({ languages: '["en"]', social_links: '[]' });
    const event = eventRow({
      id: 2,
      title: 'E',
      intro: 'I',
      dateTime: '2026-01-01T00:00:00Z',
      location: 'Surrey',
      price: 0,
      image: '/images/e.jpg',
    });
    expect(event).toMatchObject({ featured: 0, price: 0, location_pa: undefined });
  });
});
