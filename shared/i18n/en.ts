/**
 * English interface strings. The keys of this object are the Translations type: pa.ts must
 * give every one of them (a missing Punjabi string fails the type check). Placeholders are
 * `{name}`, filled by `t()` in shared/i18n/translate.ts. Quoted strings come from the spec.
 */
export const en = {
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

  'lang.switchTo': 'ਪੰਜਾਬੀ',
  'lang.switchLabel': 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ',

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

  // Radio players and weather (client/media/Players, radio/*, components/weather)
  'radio.region': 'Live radio',
  'radio.streams': 'Listen live',
  'radio.live': 'LIVE',
  'radio.offAir': 'OFF AIR',
  'radio.fallbackTitle': 'Radio 91.5 live',
  'radio.nowAiring': 'Now on air',
  'radio.offline': 'You are offline. Reconnecting…',
  'radio.connecting': 'Connecting to {stream}…',
  'radio.condense': 'Make the player smaller',
  'radio.expand': 'Make the player bigger',
  'sound.region': 'Audio player',
  'sound.playingNow': 'PLAYING NOW',
  'sound.play': 'Play',
  'sound.stop': 'Stop',
  'sound.seek': 'Playback position',
  'sound.position': '{position} of {duration}',
  'sound.close': 'Close the audio player',
  'sound.backToLive': 'BACK TO LIVE SHOW',
  'audio.playing': 'PLAYING',
  'audio.listen': 'Listen',
  'audio.length': 'Length {time}',
  'weather.city': 'Vancouver',
  'weather.label': 'Weather in Vancouver: {temp} degrees Celsius',
  'weather.temperature': '{temp}°C',

  // Screens still shown plainly (shared/loaders/plain.ts): titles when the content gives none
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

  // A show's day group (the schedule's values, shared/format/airing.ts)
  'days.mondayToFriday': 'Monday to Friday',
  'days.saturday': 'Saturday',
  'days.sunday': 'Sunday',

  // The shows schedule (client/pages/shows, shared/loaders/shows.ts)
  'shows.description': 'The Radio 91.5 FM schedule: every show by day, morning to evening, with its hosts and airtime.',
  'shows.days': 'Days of the week',
  'shows.morning': 'Morning',
  'shows.afternoon': 'Afternoon',
  'shows.evening': 'Evening',
  'shows.hostedBy': 'Hosted by {names}',
  'shows.onAir': 'On air',
  'shows.listenLive': 'Listen live',
  'shows.pauseLive': 'Pause the live stream',
  'shows.empty': 'No shows found',
  'shows.emptyText': 'There are no shows under the selected Language and/or Type. Please try another selection.',

  // Form fields and the server's answers to the three forms (worker/api/forms, worker/api/contract.ts)
  'form.firstName': 'First name',
  'form.email': 'Email',
  'form.message': 'Message',
  'form.required': 'This field is required.',
  'form.email.invalid': 'Enter a valid email address.',
  'form.phone.invalid': 'Enter a valid phone number, with the country code.',
  'form.tooLong': 'Ensure this field has no more than {max} characters.',
  'form.type.invalid': 'Unknown contact type.',
  'form.notAForm': 'Send the form as multipart/form-data.',
  'form.unreadable': 'The form could not be read.',
  'form.tooLarge': 'The form is too large.',
  'form.saveFailed': 'We could not save that just now. Please try again.',
  'form.notDelivered': 'The form could not be delivered. Please try again.',

  // The page shown when rendering itself fails (worker/render/error-page.ts)
  'errorPage.title': 'Something went wrong',
  'errorPage.heading': 'Something went wrong on our side',
  'errorPage.retry': 'Please try again in a moment.',

  // The internal style guide (/form, /font, /component)
  'styleGuide.title': 'Style guide',
  'styleGuide.pageTitle': 'Style guide: {part}',
  'styleGuide.typography': 'Typography',
  'styleGuide.colours': 'Colours',
  'styleGuide.buttons': 'Buttons',
  'styleGuide.formFields': 'Form fields',
  'styleGuide.cards': 'Cards',
  'styleGuide.primary': 'Primary',
  'styleGuide.ghost': 'Ghost',
  'styleGuide.dark': 'Dark',
  'styleGuide.disabled': 'Disabled',

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
} as const;

/** Every interface string key. */
export type MessageKey = keyof typeof en;
/** A complete set of interface strings for one language. */
export type Translations = Record<MessageKey, string>;
