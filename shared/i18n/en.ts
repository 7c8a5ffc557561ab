/**
 * English interface strings. The keys of this object are the Translations type: pa.ts must
 * give every one of them (a missing Punjabi string fails the type check). Placeholders are
 * `{name}`, filled by `t()` in shared/i18n/translate.ts. Quoted strings come from the spec.
 */
export const en = {
  'brand.name': 'Radio 91.5',
  'brand.tagline': 'Vancouver’s Punjabi voice',
  'brand.titleTemplate': 'Radio 91.5 | {title}',
  'brand.description': 'News, entertainment and live radio for Metro Vancouver’s Punjabi community, in English and Punjabi.',

  'nav.home': 'Home',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.main': 'Main',
  'nav.skipToContent': 'Skip to content',

  'search.label': 'Search',
  'search.placeholder': 'Search the site',
  'search.open': 'Open search',
  'search.clear': 'Clear search',
  'search.submit': 'Search',

  'lang.switchTo': 'ਪੰਜਾਬੀ',
  'lang.switchLabel': 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ',
  'lang.current': 'English',

  // Header (client/components/header)
  'header.frequencies': '91.5 FM · 91.5 HD2',
  'header.compactNav': 'Main, compact bar',
  'header.newTab': '(opens in a new tab)',

  'footer.newsletterTitle': 'Get the news in your inbox',
  'footer.emailPlaceholder': 'Your Email Address',
  'footer.subscribe': 'Subscribe',
  'footer.messageUs': 'Message us on WhatsApp',
  'footer.donations': 'Donations',
  'footer.getTheApp': 'Get the app',
  'footer.followUs': 'Follow us',
  'footer.credit': 'Site by {name}',
  'footer.googlePlay': 'Get it on Google Play',
  'footer.appStore': 'Download on the App Store',

  // Footer and NewsletterForm (client/components/footer)
  'footer.emailLabel': 'Email address',
  'footer.fieldEmpty': 'Field cannot be empty',
  'footer.sending': 'Sending…',
  'footer.subscribed': 'You subscribed!',
  'footer.errorTitle': 'Oops, error!',
  'footer.errorBody': 'Check the entered data',
  'footer.sections': 'Sections',
  'footer.information': 'Information',
  'footer.website': 'Website',
  'footer.newTab': '(opens in a new tab)',

  'common.loading': 'Loading…',
  'common.readMore': 'Read more',
  'common.showAll': 'Show all',
  'common.viewAll': 'view all',
  'common.previous': 'Previous',
  'common.next': 'Next',
  'common.close': 'Close',
  'common.page': 'Page {page}',

  'home.allNews': 'All News',
  'home.allEntertainment': 'All Entertainment',
  'home.allOriginals': 'All Connect Originals',
  'home.recentlyAired': 'Recently Aired',
  'home.startedAt': 'started at {price}$',
  'home.free': 'Free',
  'home.allShows': 'All shows',
  'home.careersApply': 'See the position',

  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',

  'notFound.code': '404',
  'notFound.title': 'The page you requested could not be found',
  'notFound.back': 'Back to home',


  'date.updated': 'LAST UPDATED ON',
} as const;

/** Every interface string key. */
export type MessageKey = keyof typeof en;
/** A complete set of interface strings for one language. */
export type Translations = Record<MessageKey, string>;
