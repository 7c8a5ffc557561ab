/**
 * A rendered page marks its own share card as wanted (card-store.ts), so the renderer draws it
 * before the page is shared: a share bot that fetched the default card may keep it for days.
 * Only pages whose og:image is their own card (render/head.ts): not those sharing a content
 * image, nor searches and noindex pages (they share the home card, which the home page marks).
 */
import { type CardLang, pageLangOf } from './card-reading';
import { cardTitleOf, wantCard } from './card-store';
import { shareImageOf } from './share-image';

export interface RenderedPage {
  /** The path without its language prefix. */
  path: string;
  /** `pa-arab` for a Shahmukhi reading, whose head's title is already transliterated. */
  lang: CardLang;
  head: { title?: string; image?: string };
  noindex: boolean;
}

/** True when the page's og:image is its own generated card. */
export function sharesOwnCard(page: RenderedPage): boolean {
  return !page.noindex && !page.path.startsWith('/search') && !shareImageOf(page.head.image);
}

/** Marks the page's card as wanted when it shares one (I/O only; failures are logged, never thrown). */
export async function wantPageCard(kv: KVNamespace, page: RenderedPage): Promise<void> {
  if (!sharesOwnCard(page)) return;
  await wantCard(kv, { lang: page.lang, title: cardTitleOf(page.head.title, pageLangOf(page.lang)) }).catch(
    (err: unknown) => console.error('card not marked', page.path, err),
  );
}
