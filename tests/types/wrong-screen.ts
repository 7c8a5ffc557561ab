/**
 * Must NOT compile: each line marked `expect-error` is a mistake the screen map has to reject.
 * `npm run typecheck` (scripts/typecheck.ts) compiles this file alone and fails unless tsc reports
 * an error on exactly the marked lines, with the marked codes.
 */
import { route, screen } from '../../client/app/screen';
import type { Page } from '../../client/app/routes';
import { loadNews } from '../../shared/loaders/news';
import type { ArticleView } from '../../shared/loaders/article';

const articleScreen = screen('client/pages/article/ArticlePage.tsx', () =>
  import('../../client/pages/article/ArticlePage').then((m) => m.ArticlePage),
);
const listScreen = screen('client/pages/post-list/PostListPage.tsx', () =>
  import('../../client/pages/post-list/PostListPage').then((m) => m.PostListPage),
);

// The right screen for the loader's data compiles.
export const right = route({ id: 'news', pattern: '/news', load: loadNews, screen: listScreen });

// A screen that reads another route's data.
export const wrongData = route({ id: 'news', pattern: '/news', load: loadNews, screen: articleScreen }); // expect-error TS2322

// A route without a screen.
export const noScreen = route({ id: 'news', pattern: '/news', load: loadNews }); // expect-error TS2345

// A screen file whose component reads the wrong view-model.
export const wrongComponent = screen<ArticleView>(
  'client/pages/post-list/PostListPage.tsx',
  () => import('../../client/pages/post-list/PostListPage').then((m) => m.PostListPage), // expect-error TS2322
);

// Code that reads a page's data for the wrong route.
export function slugOf(page: Page): string {
  if (page.routeId === 'home') return page.data.path; // expect-error TS2339
  if (page.routeId === 'news-post') return page.data.path;
  return '';
}
