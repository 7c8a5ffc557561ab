/**
 * Each route's screen, by route id: what the browser needs of the route table before it hydrates
 * (client/app/screen-chunks.ts loads the page's screen by its id). The patterns and loaders
 * (client/app/routes.ts, which names its screens from here) load with the first navigation
 * (client/app/prepare-page.ts), so the page's first chunk carries none of them.
 */
import { screen } from './screen';

// Screens that serve more than one route.
const article = screen('client/pages/article/ArticlePage.tsx', () =>
  import('../pages/article/ArticlePage').then((m) => m.ArticlePage),
);
const postList = screen('client/pages/post-list/PostListPage.tsx', () =>
  import('../pages/post-list/PostListPage').then((m) => m.PostListPage),
);
const content = screen('client/pages/content/ContentPage.tsx', () =>
  import('../pages/content/ContentPage').then((m) => m.ContentPage),
);

/** Every route's screen by its id; client/app/routes.ts pairs each with its loader's data by type. */
export const SCREENS = {
  home: screen('client/pages/home/HomePage.tsx', () => import('../pages/home/HomePage').then((m) => m.HomePage)),
  'news-latest': postList,
  'news-post': article,
  news: postList,
  'entertainment-post': article,
  entertainment: postList,
  search: screen('client/pages/search/SearchPage.tsx', () =>
    import('../pages/search/SearchPage').then((m) => m.SearchPage),
  ),
  contact: screen('client/pages/contact/ContactPage.tsx', () =>
    import('../pages/contact/ContactPage').then((m) => m.ContactPage),
  ),
  'shows-episode': screen('client/pages/episode/EpisodePage.tsx', () =>
    import('../pages/episode/EpisodePage').then((m) => m.EpisodePage),
  ),
  'shows-view': screen('client/pages/show/ShowPage.tsx', () =>
    import('../pages/show/ShowPage').then((m) => m.ShowPage),
  ),
  shows: screen('client/pages/shows/ShowsPage.tsx', () => import('../pages/shows/ShowsPage').then((m) => m.ShowsPage)),
  radio: screen('client/pages/radio/RadioPage.tsx', () => import('../pages/radio/RadioPage').then((m) => m.RadioPage)),
  host: screen('client/pages/hosts/HostPage.tsx', () => import('../pages/hosts/HostPage').then((m) => m.HostPage)),
  hosts: screen('client/pages/hosts/HostsPage.tsx', () => import('../pages/hosts/HostsPage').then((m) => m.HostsPage)),
  originals: screen('client/pages/originals/OriginalsPage.tsx', () =>
    import('../pages/originals/OriginalsPage').then((m) => m.OriginalsPage),
  ),
  'originals-channel': screen('client/pages/originals/OriginalsChannelPage.tsx', () =>
    import('../pages/originals/OriginalsChannelPage').then((m) => m.OriginalsChannelPage),
  ),
  'originals-series': screen('client/pages/originals/OriginalsSeriesPage.tsx', () =>
    import('../pages/originals/OriginalsSeriesPage').then((m) => m.OriginalsSeriesPage),
  ),
  'featured-post': screen('client/pages/featured/FeaturedPostPage.tsx', () =>
    import('../pages/featured/FeaturedPostPage').then((m) => m.FeaturedPostPage),
  ),
  featured: screen('client/pages/featured/FeaturedPage.tsx', () =>
    import('../pages/featured/FeaturedPage').then((m) => m.FeaturedPage),
  ),
  events: screen('client/pages/events/EventsPage.tsx', () =>
    import('../pages/events/EventsPage').then((m) => m.EventsPage),
  ),
  'app-coming': screen('client/pages/app-coming/AppComingPage.tsx', () =>
    import('../pages/app-coming/AppComingPage').then((m) => m.AppComingPage),
  ),
  'pages-apps': content,
  pages: content,
  app: content,
  'style-guide': screen('client/pages/style-guide/StyleGuidePage.tsx', () =>
    import('../pages/style-guide/StyleGuidePage').then((m) => m.StyleGuidePage),
  ),
  page: content,
} as const;

/** The not-found page's screen (no table entry: it is what no match, or a loader's 404, renders). */
export const NOT_FOUND_SCREEN = screen('client/pages/not-found/NotFoundPage.tsx', () =>
  import('../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage),
);
