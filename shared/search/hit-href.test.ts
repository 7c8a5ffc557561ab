import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../types/search';
import { hitHref, originalHref } from './hit-href';

const hit = (type: SearchHit['type'], extra: Partial<SearchHit> = {}): SearchHit => ({
  objectID: `${type}:7`,
  id: '7',
  type,
  title: 'T',
  slug: 'the-slug',
  excerpt: { value: '' },
  highlights: { title: { value: 'T', matchLevel: 'full' } },
  ...extra,
});

describe('hitHref', () => {
  it('links each type where the spec says, a show at its page without a page number', () => {
    expect(hitHref(hit('hosts'))).toBe('/hosts/view/the-slug');
    expect(hitHref(hit('news'))).toBe('/news/post/the-slug');
    expect(hitHref(hit('entertainment'))).toBe('/entertainment/post/the-slug');
    expect(hitHref(hit('show'))).toBe('/shows/view/the-slug');
    expect(hitHref(hit('event'))).toBe('/events');
    expect(hitHref(hit('single'))).toBe('/the-slug');
    expect(hitHref(hit('single', { slug: 'app-android' }))).toBe('/app/android');
  });

  it('links an episode at the episode route under its show, or the schedule without a show', () => {
    expect(hitHref(hit('episode', { id: '10048', parent_id: '209' }))).toBe('/shows/view/209/episode/10048');
    expect(hitHref(hit('episode'))).toBe('/shows');
  });

  it('takes the search’s own link when it is a path of this site, else the type’s', () => {
    const original = hit('connectOriginals', {
      highlights: { ...hit('news').highlights, url: { value: '/originals/docs/2?item=510' } },
    });
    expect(hitHref(original)).toBe('/originals/docs/2?item=510');
    expect(hitHref(hit('connectOriginals'))).toBe('/originals');
    for (const value of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(hitHref(hit('connectOriginals', { highlights: { ...hit('news').highlights, url: { value } } }))).toBe(
        '/originals',
      );
    }
  });
});

describe('originalHref', () => {
  it('names the series page the item is on (page 1 without a number) and the item to scroll to', () => {
    expect(originalHref('docs', 1, 501)).toBe('/originals/docs?item=501');
    expect(originalHref('docs', 2, '510')).toBe('/originals/docs/2?item=510');
  });
});
