/**
 * Route id → screen component. Screens whose full layout comes later render their loader's
 * real data through the plain page.
 */
import type { PageState } from '../../shared/page-state';
import type { ArticleView } from '../../shared/loaders/article';
import type { EntertainmentView } from '../../shared/loaders/entertainment';
import type { HomeView } from '../../shared/loaders/home';
import type { NewsView } from '../../shared/loaders/news';
import type { PlainView } from '../../shared/loaders/plain';
import type { OriginalsChannelView, OriginalsSeriesView, OriginalsView } from '../../shared/loaders/originals';
import type { StyleGuideView } from '../../shared/loaders/style-guide';
import type { NotFoundView } from '../../shared/page-state';
import { ArticlePage } from '../pages/article/ArticlePage';
import { EntertainmentPage } from '../pages/entertainment/EntertainmentPage';
import { HomePage } from '../pages/home/HomePage';
import { NewsPage } from '../pages/news/NewsPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { PlainPage } from '../pages/plain/PlainPage';
import { OriginalsChannelPage } from '../pages/originals/OriginalsChannelPage';
import { OriginalsPage } from '../pages/originals/OriginalsPage';
import { OriginalsSeriesPage } from '../pages/originals/OriginalsSeriesPage';
import { StyleGuidePage } from '../pages/style-guide/StyleGuidePage';

export function Screen({ page }: { page: PageState }) {
  switch (page.routeId) {
    case 'home':
      return <HomePage view={page.data as HomeView} />;
    case 'news-post':
    case 'entertainment-post':
      // Keyed by the post, so moving to another article starts fresh (sidebar fit, video, dialog).
      return <ArticlePage key={(page.data as ArticleView).path} view={page.data as ArticleView} />;
    case 'news':
    case 'news-latest':
      return <NewsPage view={page.data as NewsView} />;
    case 'entertainment':
      return <EntertainmentPage view={page.data as EntertainmentView} />;
    case 'not-found':
      return <NotFoundPage view={page.data as NotFoundView} />;
    case 'style-guide':
      return <StyleGuidePage view={page.data as StyleGuideView} />;
    case 'originals':
      return <OriginalsPage view={page.data as OriginalsView} />;
    case 'originals-channel':
      return <OriginalsChannelPage view={page.data as OriginalsChannelView} />;
    case 'originals-series':
      return <OriginalsSeriesPage view={page.data as OriginalsSeriesView} />;
    default:
      return <PlainPage view={page.data as PlainView} />;
  }
}
