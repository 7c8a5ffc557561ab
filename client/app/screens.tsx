/**
 * Route id → screen component. Screens whose full layout comes later render their loader's
 * real data through the plain page.
 */
import type { PageState } from '../../shared/page-state';
import type { HomeView } from '../../shared/loaders/home';
import type { PlainView } from '../../shared/loaders/plain';
import type { StyleGuideView } from '../../shared/loaders/style-guide';
import type { NotFoundView } from '../../shared/page-state';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { PlainPage } from '../pages/plain/PlainPage';
import { StyleGuidePage } from '../pages/style-guide/StyleGuidePage';

export function Screen({ page }: { page: PageState }) {
  switch (page.routeId) {
    case 'home':
      return <HomePage view={page.data as HomeView} />;
    case 'not-found':
      return <NotFoundPage view={page.data as NotFoundView} />;
    case 'style-guide':
      return <StyleGuidePage view={page.data as StyleGuideView} />;
    default:
      return <PlainPage view={page.data as PlainView} />;
  }
}
