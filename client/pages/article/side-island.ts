/**
 * The article's parts that need no code before the first tap hydrate from one chunk
 * (client/app/island.tsx), one request after the page's: the byline (links), the 'Latest News'
 * column (its trimming to the story's height runs once its code is in, as it ran after hydration
 * before) and the related stories. Their props are the loader's data taken whole and a held ref,
 * so a re-render of the screen never reaches them early. Their styles are in article.css.
 */
import { island } from '../../app/island';

const parts = () => import('./side-parts');

export const Byline = island(() => parts().then((m) => m.Byline));
export const LatestSidebar = island(() => parts().then((m) => m.LatestSidebar));
export const RelatedNews = island(() => parts().then((m) => m.RelatedNews));
