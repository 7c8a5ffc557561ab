import { describe, expect, it } from 'vitest';
import { twitterSite } from './twitter-site';

describe('twitterSite', () => {
  it("reads the station's handle from its X or Twitter profile link", () => {
    expect(twitterSite([{ type: 'twitter', url: 'https://twitter.com/radio915surrey' }])).toBe('@radio915surrey');
    expect(twitterSite([{ type: 'twitter', url: 'https://x.com/@Radio_915/?lang=en' }])).toBe('@Radio_915');
    expect(
      twitterSite([
        { type: 'facebook', url: 'https://facebook.com/radio' },
        { type: 'twitter', url: ' https://www.twitter.com/abc ' },
      ]),
    ).toBe('@abc');
  });

  it('names none without a profile: no link, a share link, another site, a deep link', () => {
    expect(twitterSite(undefined)).toBeNull();
    expect(twitterSite([])).toBeNull();
    expect(twitterSite([{ type: 'twitter', url: 'https://twitter.com/intent/tweet' }])).toBeNull();
    expect(twitterSite([{ type: 'website', url: 'https://x.com.evil.example/abc' }])).toBeNull();
    expect(twitterSite([{ type: 'twitter', url: 'https://twitter.com/abc/status/1' }])).toBeNull();
  });
});
