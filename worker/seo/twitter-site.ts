/**
 * `twitter:site`: the station's account as `@handle`, read from the settings' social links (the
 * same profile the home page's RadioStation names in `sameAs`), so a new account is one settings
 * change. X's card markup takes the handle with its @
 * (https://developer.x.com/en/docs/x-for-websites/cards/overview/markup).
 */
import type { SocialLink } from '../../shared/types/content';

const PROFILE = /^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/@?([A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/i;

/** The station's `@handle`, or null when the settings link no X/Twitter profile. */
export function twitterSite(links: readonly Pick<SocialLink, 'type' | 'url'>[] | undefined): string | null {
  for (const link of links ?? []) {
    const handle = PROFILE.exec(link.url.trim())?.[1];
    if (handle && !/^(home|intent|share|i)$/i.test(handle)) return `@${handle}`;
  }
  return null;
}
