import { describe, expect, it } from 'vitest';
import { apiPathOf } from './api-paths';

/** A page of each kind, in either language, and the contract read it makes (in the page language). */
const reads: Record<string, string> = {
  '/': '/api/home',
  '/pa': '/api/home',
  '/news/post/rain-in-surrey': '/api/news/post/rain-in-surrey',
  '/pa/entertainment/post/a-song': '/api/entertainments/post/a-song',
  '/news/bc/3': '/api/news/bc/en_us?page=3',
  '/pa/news/bc': '/api/news/bc/pa?page=1',
  '/shows/view/morning-show/2': '/api/shows/morning-show?page=2',
  '/shows/view/morning-show/episode/41': '/api/shows/episode/41',
  '/pa/hosts/view/amar': '/api/host/amar',
  '/hosts/2': '/api/host?page=2',
  '/featured/post/7': '/api/featured/7',
  '/originals/news-room': '/api/videos/news-room',
  '/originals/kitchen-stories/2': '/api/connectOriginals/kitchen-stories?page=2',
  '/search/kabaddi/2': '/api/search?q=kabaddi&page=1',
};

describe('apiPathOf', () => {
  it.each(Object.entries(reads))('names the contract read of %s: %s', (page, read) =>
    expect(apiPathOf(page)).toBe(read),
  );
  it.each(['/contact/advertise', '/feeds/en/news.xml'])('has no read for %s, an address it does not know', (page) =>
    expect(apiPathOf(page)).toBeNull(),
  );
});
