/**
 * Renders the current page with its screen (client/app/routes.ts). The chunk of the page is
 * always loaded before this renders (server render, hydration, navigation).
 */
import type { Page } from './routes';
import { readyScreen } from './screen-ready';

export function Screen({ page }: { page: Page }) {
  const Component = readyScreen(page);
  if (!Component) {
    // Only reachable if a caller skipped loadScreen: render nothing rather than the wrong screen.
    console.error('screen rendered before its chunk loaded', page.routeId);
    return null;
  }
  // An article is keyed by its path, so moving to another article starts fresh (sidebar fit, video, dialog).
  const key = page.routeId === 'news-post' || page.routeId === 'entertainment-post' ? page.data.path : page.routeId;
  return <Component key={key} view={page.data} />;
}
