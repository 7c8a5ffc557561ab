/**
 * The site shell's settings: menus, social and app links, copyright, the messaging number and the
 * marquee lines as imported; GET /api/settings adds the streams and the hosted-search settings.
 */
import * as v from 'valibot';
import { link, list, oneOf, optionalLink, text, title, titlePa } from './fields';
import { streamsConfig } from './media';

export const socialLink = v.object({
  type: oneOf(['facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'linkedin', 'whatsapp', 'website']),
  url: link,
});

export const menuLink = v.object({ title, titlePa, url: link });

const menu = list(menuLink, 30);

export const settingsInput = v.object({
  headerMenu: menu,
  footerMainMenu: menu,
  footerSecondaryMenu: menu,
  socialLinks: list(socialLink, 20),
  appLinks: v.object({ google: optionalLink, apple: optionalLink }),
  copyright: title,
  copyrightPa: titlePa,
  donationsLink: link,
  /** The site manager credited in the footer ('Site by {title}'). */
  creditLink: v.object({ title, url: link }),
  /** International number for the messaging-app link, digits only with country code. */
  messagingPhone: v.pipe(
    v.string('must be a string'),
    v.regex(/^\d{8,15}$/, 'must be 8 to 15 digits with the country code'),
  ),
  /** Marquee options for the radio bar title (at most 10). */
  marquee: v.optional(list(text(200), 10)),
  /**
   * What Apple Podcasts asks of every show's feed (README "Podcasts"): the owner it writes to
   * (`itunes:owner`, never shown to listeners) and whether the shows hold explicit content.
   */
  podcast: v.optional(
    v.object({
      ownerName: text(200),
      ownerEmail: v.pipe(
        v.string('must be a string'),
        v.maxLength(254),
        v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address'),
      ),
      explicit: v.optional(v.boolean('must be true or false')),
    }),
  ),
});

/** GET /api/settings. */
export const settingsAnswer = v.object({
  ...settingsInput.entries,
  marquee: v.array(v.string()),
  scripts: v.array(v.string()),
  /** The live streams: configured URLs, or the worker's built-in demo streams. */
  streams: streamsConfig,
  /** Hosted search settings (search-only key); null when the embedded search answers. */
  search: v.nullable(
    v.object({ provider: v.literal('algolia'), appId: v.string(), indexName: v.string(), searchKey: v.string() }),
  ),
});
