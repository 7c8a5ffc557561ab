/** The one chunk of the show page's deferred parts (parts-island.ts): they always load together. */
export { ShowAbout } from './ShowAbout';
export { ShowHighlights } from './ShowHighlights';
export { ShowPlatforms } from './ShowPlatforms';
