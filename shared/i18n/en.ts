/**
 * English interface strings (the radio's and its shows' are in en-radio.ts, spread in). The keys of
 * this object are the Translations type: pa.ts must give every one of them (a missing Punjabi
 * string fails the type check). Placeholders are `{name}`, filled by `t()` in
 * shared/i18n/translate.ts. Quoted strings come from the spec.
 */
import { enRadio } from './en-radio';

export const en = {
  ...enRadio,
  'brand.name': 'Radio 91.5',
  'brand.tagline': 'Vancouver’s Punjabi voice',
  'brand.titleTemplate': 'Radio 91.5 | {title}',
  'brand.description':
    'News, entertainment and live radio for Metro Vancouver’s Punjabi community, in English and Punjabi.',
  // The wordmark's badge beside 91.5 (client/components/header/Header.tsx)
  'brand.band': 'FM',

  'nav.home': 'Home',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.main': 'Main',
  'nav.skipToContent': 'Skip to content',

  'search.label': 'Search',
  'search.placeholder': 'Search the site',
  'search.open': 'Open search',
  'search.close': 'Close search',
  'search.clear': 'Clear search',
  'search.submit': 'Search',
  // Search page
  'search.found': '{count} result(s) found.',
  'search.none': 'Sorry, we couldn\'t find any results matching "{text}"',
  'search.type.news': 'News',
  'search.type.entertainment': 'Entertainment',
  'search.type.show': 'Show',
  'search.type.episode': 'Episode',
  'search.type.hosts': 'Host',
  'search.type.event': 'Event',
  'search.type.connectOriginals': 'Connect Originals',
  'search.type.single': 'Page',
  'search.corrected': 'Showing results for "{text}"',

  'lang.switchTo': 'ਪੰਜਾਬੀ',
  'lang.switchLabel': 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ',

  // Header (client/components/header)
  'header.frequencies': '91.5 FM · 91.5 HD2',
  'header.compactNav': 'Main, compact bar',
  'header.compactSearch': 'Search, compact bar',
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

  // Footer and SubscribeForm (client/components/footer)
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
  'common.showAll': 'Show all',
  'common.viewAll': 'view all',
  'common.previous': 'Previous',
  'common.next': 'Next',
  'common.close': 'Close',
  'common.page': 'Page {page}',

  // Design tokens on the style guide (client/pages/style-guide/TokenScale.tsx); token names are code
  'tokens.intro': 'Every value the stylesheets use, named once in client/styles/tokens.css.',
  'tokens.type': 'Type scale',
  'tokens.leading': 'Line heights',
  'tokens.colour': 'Colour palette',
  'tokens.contrast': 'Contrast {ratio}:1 on {surface}',
  'tokens.space': 'Spacing',
  'tokens.layout': 'Page measures',
  'tokens.motion': 'Fades',
  'tokens.radius': 'Corner radii',
  'tokens.shadow': 'Shadows',
  'tokens.layer': 'Stacking layers, top first',

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
  // aria-roledescription: what a screen reader calls the carousel region
  'carousel.role': 'carousel',

  'notFound.code': '404',
  'notFound.title': 'The page you requested could not be found',
  'notFound.back': 'Back to home',
  // The app-coming page (client/pages/app-coming): where an App Store badge without a link leads without JavaScript.
  'appComing.title': 'Our apps are on their way',
  'appComing.formTitle': 'Tell me when they are ready',
  'appComing.available': 'Available now',

  'date.updated': 'LAST UPDATED ON',

  // News and entertainment lists (loaders)
  'news.all': 'All',
  'news.title': 'News',
  'news.latest': 'Latest News',
  'news.description':
    'Local, Canadian, Indian and world news for the Punjabi community of Metro Vancouver, in English and Punjabi.',
  'entertainment.description': 'Bollywood, Pollywood, reviews, interviews and local events, in English and Punjabi.',
  'entertainment.title': 'Entertainment',

  // News and entertainment list screens (client/pages/post-list, components/cards, components/tabs)
  'news.tabsLabel': 'News sections',
  'news.featured': 'Featured',
  'news.empty': 'No stories here yet.',
  'entertainment.navLabel': 'Entertainment sections',
  'entertainment.seeMore': 'See more',
  'entertainment.latest': 'Latest',

  // Article screen (client/pages/article)
  'article.backToNews': 'News',
  'article.backToEntertainment': 'Back to Entertainment News',
  'article.by': 'BY',
  'article.reportError': 'REPORT AN ERROR',
  'article.latestNews': 'Latest News',
  'article.shareOn': 'Share on',
  'article.shareFacebook': 'Share on Facebook (opens in a new tab)',
  'article.shareTwitter': 'Share on X (Twitter) (opens in a new tab)',
  'article.copyLink': 'Copy link',
  'article.shareTitle': 'Share this Link',
  'article.linkLabel': 'Link to this article',
  'article.copy': 'Copy',
  'article.copied': 'Link has been copied successfully.',
  'article.copyFailed': 'The link could not be copied. Select it and copy it yourself.',
  'article.related': 'Related News',

  // Video players, preview modal and originals pages (client/media/video, client/pages/originals)
  'video.play': 'PLAY',
  'video.playVideo': 'Play video: {title}',
  'video.playVideoDuration': 'Play video: {title}, duration {duration}',
  'video.closePreview': 'Close preview',
  'video.closeVideo': 'Close video',
  'video.minimize': 'Minimize video',
  'video.restore': 'Expand video',
  'video.pause': 'Pause',
  'video.resume': 'Play',
  'video.progress': 'Video progress',
  'video.duration': 'Duration',
  'video.language': 'Language',
  'video.date': 'Date',
  'video.typeVideo': 'Video',
  'video.typeAudio': 'Audio',
  'video.langEnglish': 'English',
  'video.langPunjabi': 'Punjabi',
  'video.viewAllCard': 'View All',
  'video.viewAllLabel': 'View all videos',
  'video.slide': 'Go to slide {n}',
  'video.slides': 'Choose slides',
  'originals.title': 'Connect Originals',
  'originals.description':
    'Connect Originals: documentaries, explainers, shows and lifestyle videos and audio from Radio 91.5, in Punjabi and English.',
  'originals.viewMore': 'View More',
  'originals.back': 'Back to Originals',
  'originals.empty': 'No videos here yet.',
  'originals.pageOf': 'Page {page}/{total}',
  'originals.episodes': 'Episodes',

  // Titles of the shows, hosts, featured and events screens when the content gives none
  'shows.title': 'Shows',
  'hosts.title': 'Hosts',
  'hosts.description': 'Meet the hosts of the shows on our radio and TV.',
  'hosts.back': 'Back to hosts',
  'hosts.hostOf': 'Host of',
  'hosts.social': 'Follow {name}',
  'hosts.newTab': '(opens in a new tab)',
  'hosts.empty': 'No hosts to show yet.',
  'featured.title': 'Featured',
  'events.title': 'Events',

  // The events screen and its calendar files (client/pages/events, shared/loaders/events.ts)
  'events.description': 'Melas, radiothons, kabaddi, workshops and celebrations in our community.',
  'events.featured': 'Featured event',
  'events.advertisers': 'Advertisers',
  'events.free': 'Free',
  'events.price': '{price} CAD',
  'events.date': 'Date',
  'events.time': 'Time',
  'events.place': 'Place',
  'events.priceLabel': 'Price',
  'events.details': 'Event details',
  'events.addToCalendar': 'Add to calendar',
  'events.empty': 'No upcoming events right now. Please check back soon.',

  // Form fields and the server's answers to the three forms (worker/api/forms, worker/api/contract.ts)
  'form.required': 'This field is required.',
  'form.email.invalid': 'Enter a valid email address.',
  'form.phone.invalid': 'Enter a valid phone number, with the country code.',
  'form.tooLong': 'Ensure this field has no more than {max} characters.',
  'form.type.invalid': 'Unknown contact type.',
  'form.notAForm': 'Send the form as multipart/form-data.',
  'form.unreadable': 'The form could not be read.',
  'form.tooLarge': 'The form is too large.',
  'form.saveFailed': 'We could not save that just now. Please try again.',

  // Featured stories (client/pages/featured, shared/loaders/featured.ts); 'featured.title' sits above
  'featured.pageOf': 'Page {page}/{total}',
  'featured.next': 'Next Featured',
  'featured.empty': 'No featured stories yet.',

  // The page shown when rendering itself fails (worker/render/error-page.ts)
  'errorPage.title': 'Something went wrong',
  'errorPage.heading': 'Something went wrong on our side',
  'errorPage.retry': 'Please try again in a moment.',

  // Content and section-built pages (shared/loaders/page.ts, client/pages/content)
  'pages.about.title': 'About Us',
  'pages.about.keywords': 'Radio 91.5, Punjabi radio, Surrey, Vancouver, community radio, bilingual news, about us',
  'pages.advertise.title': 'Advertise With Us',
  'pages.advertise.keywords':
    'advertise, Punjabi radio advertising, Surrey business, bilingual commercials, sponsorship',
  'pages.noteLink': 'Find out more',
  'link.newTab': '(opens in a new tab)',
  'pages.schedule': 'Schedule by day',
  'pages.getApp': 'Get the app',

  // The internal style guide (/form, /font, /component)
  'styleGuide.title': 'Style guide',
  'styleGuide.pageTitle': 'Style guide: {part}',
  'styleGuide.typography': 'Typography',
  'styleGuide.buttons': 'Buttons',
  'styleGuide.formFields': 'Form fields',
  'styleGuide.cards': 'Cards',
  'styleGuide.components': 'Components',
  'styleGuide.parts': 'Style guide pages',
  'styleGuide.fieldEmpty': 'Empty',
  'styleGuide.fieldFilled': 'Filled in',
  'styleGuide.fieldRefused': 'Refused by the server',
  'styleGuide.badges': 'Store badges',
  'styleGuide.primary': 'Primary',
  'styleGuide.ghost': 'Ghost',
  'styleGuide.dark': 'Dark',

  // Contact, the footer subscriptions, the alert and form protection (issue 10: client/pages/contact,
  // client/forms, client/components/alert, client/components/footer, worker/api/forms/protect.ts)
  'contact.firstName': 'First Name',
  'contact.lastName': 'Last Name',
  'contact.email': 'Email',
  'contact.phone': 'Phone',
  'contact.optional': '(optional)',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.messageReport': 'Please explain an error you encountered',
  'contact.about': 'About the page: {path}',
  'contact.send': 'Send',
  'contact.sending': 'Sending…',
  'contact.sent': 'Your message was successfully sent!',
  'contact.failed': 'Oops, error! Check the entered data.',
  'contact.formTitle': 'Send us a message',
  'contact.address': 'Address',
  'contact.phoneLink': 'Phone',
  'contact.emailLink': 'Email',
  'contact.hours': 'Hours',
  'alert.success': 'Success:',
  'alert.error': 'Error:',
  'subscribe.messagingTitle': 'Get the news on WhatsApp',
  'subscribe.phoneLabel': 'Phone number, with the country code',
  'subscribe.phonePlaceholder': '+1 604 555 0123',
  'subscribe.close': 'Close',
  'form.honeypot': 'Leave this field empty',
  'form.rateLimited': 'Too many submissions from your connection. Please wait a minute and try again.',
  'form.about.invalid': 'The reported page must be a page of this site.',
  'form.crossSite': 'This form can only be sent from this site.',

  // The newsletter popup and the app-store modal (client/components/popup, client/components/app-store)
  'notify.titleBefore': 'Not yet',
  'notify.titleAfter': 'Thanks!',
  'notify.textBefore':
    "We are working hard to get the apps ready for you. Leave your email and we'll let you know when you can download them on your phone.",
  'notify.textAfter': "We'll let you know when you can download the apps on your phone.",
  'notify.emailLabel': 'Email address',
  'notify.placeholder': 'Your Email Address',
  'notify.fieldEmpty': 'Field cannot be empty',
  'notify.confirm': 'Confirm',
  'notify.confirmed': 'Confirmed',
  'notify.sending': 'Sending…',
  'notify.errorTitle': 'Oops, error!',
  'notify.errorBody': 'Check the entered data',
  'notify.noThanks': 'NO THANKS',
  'notify.close': 'Close',

  // Accessibility and resilience (issue 16): a failed client navigation, announcements
  'navFailure.failed': 'This page could not be loaded. You are still on the previous page.',
  'navFailure.offline': 'You are offline. This page could not be loaded.',
  'navFailure.retry': 'Retry',
  'carousel.position': 'Slides {from} to {to} of {count}',
  // Issue 30: the Shahmukhi reading's note (the worker's, in its view)
  'reading.machine': 'Transliterated from the Gurmukhi by machine.',
  'reading.preview': 'Preview',
} as const;

/** Every interface string key. */
export type MessageKey = keyof typeof en;
/** A complete set of interface strings for one language. */
export type Translations = Record<MessageKey, string>;
