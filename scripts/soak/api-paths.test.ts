import { describe, expect, it } from 'vitest';
import { apiPathOf } from './api-paths';

describe('apiPathOf', () => {
  it('names the contract read of each kind of page, in the page language', () => {
    expect(apiPathOf('/')).toBe('/api/home');
    expect(apiPathOf('/pa')).toBe('/api/home');
    expect(apiPathOf('/news/post/rain-in-surrey')).toBe('/api/news/post/rain-in-surrey');
    expect(apiPathOf('/pa/entertainment/post/a-song')).toBe('/api/entertainments/post/a-song');
    expect(apiPathOf('/news/bc/3')).toBe('/api/news/bc/en_us?page=3');
    expect(apiPathOf('/pa/news/bc')).toBe('/api/news/bc/pa?page=1');
    expect(apiPathOf('/shows/view/morning-show/2')).toBe('/api/shows/morning-show?page=2');
    expect(apiPathOf('/shows/view/morning-show/episode/41')).toBe('/api/shows/episode/41');
    expect(apiPathOf('/pa/hosts/view/amar')).toBe('/api/host/amar');
    expect(apiPathOf('/hosts/2')).toBe('/api/host?page=2');
    expect(apiPathOf('/featured/post/7')).toBe('/api/featured/7');
    expect(apiPathOf('/originals/news-room')).toBe('/api/videos/news-room');
    expect(apiPathOf('/originals/kitchen-stories/2')).toBe('/api/connectOriginals/kitchen-stories?page=2');
    expect(apiPathOf('/search/kabaddi/2')).toBe('/api/search?q=kabaddi&page=1');
  });

  it('has no read for addresses it does not know', () => {
    expect(apiPathOf('/contact/advertise')).toBeNull();
    expect(apiPathOf('/feeds/en/news.xml')).toBeNull();
  });
});
