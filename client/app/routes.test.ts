import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../shared/routing/resolve';
import { ROUTES } from './routes';

const id = (path: string) => matchRoute(ROUTES, path)?.route.id ?? null;

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/news', 'news'],
    ['/news/bc', 'news'],
    ['/news/bc/2', 'news'],
    ['/news/latest', 'news-latest'],
    ['/news/post/a-story', 'news-post'],
    ['/entertainment', 'entertainment'],
    ['/entertainment/all/3', 'entertainment'],
    ['/entertainment/post/x', 'entertainment-post'],
    ['/search', 'search'],
    ['/search/ਖ਼ਬਰ/2', 'search'],
    ['/contact', 'contact'],
    ['/contact/news-report', 'contact'],
    ['/shows', 'shows'],
    ['/shows/view/morning-drive/1', 'shows-view'],
    ['/shows/view/201/episode/10001', 'shows-episode'],
    ['/hosts', 'hosts'],
    ['/hosts/2', 'hosts'],
    ['/hosts/view/jas', 'host'],
    ['/originals', 'originals'],
    ['/originals/news-room', 'originals-channel'],
    ['/originals/docs/1', 'originals-series'],
    ['/originals/entertainment/2', 'originals-series'],
    ['/featured', 'featured'],
    ['/featured/2', 'featured'],
    ['/featured/post/3001', 'featured-post'],
    ['/events', 'events'],
    ['/pages/apps', 'pages-apps'],
    ['/pages/about', 'pages'],
    ['/app/privacy', 'app'],
    ['/form', 'style-guide'],
    ['/font', 'style-guide'],
    ['/component', 'style-guide'],
    ['/about', 'page'],
    ['/apps', 'page'],
  ])('%s → %s', (path, route) => expect(id(path)).toBe(route));

  it.each(['/news/bc/two', '/news/bc/2/3', '/hosts/two', '/featured/x', '/about/team/x', '/shows/view/x/y'])(
    '%s matches nothing (404)',
    (path) => {
      expect(id(path)).toBeNull();
    },
  );

  it('redirects /pages/apps to /apps', () => {
    const m = matchRoute(ROUTES, '/pages/apps');
    expect(m?.route.redirect?.(m.params)).toBe('/apps');
  });
});
