/**
 * Share cards in Shahmukhi (issue 30): `/share/card/pa-arab/{rest}.png` is the card of the Punjabi
 * page `/pa/{rest}` read in Shahmukhi (`/pa-arab/{rest}`). Only a Punjabi article has that
 * reading: a news or entertainment post shown in Punjabi, or a featured story, whose title is
 * written in Gurmukhi; its card's title is that title through the transliteration. Any other page
 * has no Shahmukhi card (the route answers the default card and marks nothing).
 */
import { t } from '../../shared/i18n/translate';
import { toShahmukhi } from '../../shared/script/shahmukhi';
import type { Lang } from '../../shared/types/content';

/** A card's language, or Punjabi's Shahmukhi reading. */
export type CardLang = Lang | 'pa-arab';

const isCardLang = (v: unknown): v is CardLang => v === 'en' || v === 'pa' || v === 'pa-arab';

/** The card language a value names, or null (a KV value or a route parameter: untrusted). */
export const cardLangOf = (v: unknown): CardLang | null => (isCardLang(v) ? v : null);

/** The language whose page (and loader) a card of `lang` reads. */
export const pageLangOf = (lang: CardLang): Lang => (lang === 'pa-arab' ? 'pa' : lang);

/** The station's name as a card of `lang` shows it. */
export const brandOf = (lang: CardLang): string =>
  lang === 'pa-arab' ? toShahmukhi(t('pa', 'brand.name')) : t(lang, 'brand.name');
