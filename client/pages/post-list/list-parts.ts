/** The one chunk of the list screen's two layouts (list-island.ts): a page shows one or the other. */
export { PostGrid } from './PostGrid';
export { PostPaged } from './PostPaged';
