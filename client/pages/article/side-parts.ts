/** The one chunk of the article's deferred parts (side-island.ts): they always load together. */
export { Byline } from './Byline';
export { LatestSidebar } from './LatestSidebar';
export { RelatedNews } from './RelatedNews';
