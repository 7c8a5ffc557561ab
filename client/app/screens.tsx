/**
 * Route id → screen component, from the screen chunks (client/app/screen-chunks.ts). The chunk
 * of the page is always loaded before this renders (server render, hydration, navigation).
 */
import type { PageState } from '../../shared/page-state';
import type { ArticleView } from '../../shared/loaders/article';
import { readyScreen } from './screen-chunks';

export function Screen({ page }: { page: PageState }) {
  const Component = readyScreen(page.routeId);
  if (!Component) {
    // Only reachable if a caller skipped loadScreen: render nothing rather than the wrong screen.
    console.error('screen rendered before its chunk loaded', page.routeId);
    return null;
  }
  // An article is keyed by its path, so moving to another article starts fresh (sidebar fit, video, dialog).
  const key =
    page.routeId === 'news-post' || page.routeId === 'entertainment-post'
      ? (page.data as ArticleView).path
      : page.routeId;
  return <Component key={key} view={page.data} />;
}
