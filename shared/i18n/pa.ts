/**
 * Punjabi (Gurmukhi) interface strings. `satisfies Translations` makes a missing or extra key a
 * type error, so the Punjabi site can never silently fall back to English.
 */
import type { Translations } from './en';

export const pa = {
  'brand.name': 'ਰੇਡੀਓ 91.5',
  'brand.tagline': 'ਵੈਨਕੂਵਰ ਦੀ ਪੰਜਾਬੀ ਆਵਾਜ਼',
  'brand.titleTemplate': 'ਰੇਡੀਓ 91.5 | {title}',
  'brand.description': 'ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਦੇ ਪੰਜਾਬੀ ਭਾਈਚਾਰੇ ਲਈ ਖ਼ਬਰਾਂ, ਮਨੋਰੰਜਨ ਅਤੇ ਲਾਈਵ ਰੇਡੀਓ, ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ।',

  'nav.home': 'ਮੁੱਖ ਪੰਨਾ',
  'nav.menu': 'ਮੀਨੂ',
  'nav.openMenu': 'ਮੀਨੂ ਖੋਲ੍ਹੋ',
  'nav.closeMenu': 'ਮੀਨੂ ਬੰਦ ਕਰੋ',
  'nav.main': 'ਮੁੱਖ',
  'nav.skipToContent': 'ਸਿੱਧਾ ਸਮੱਗਰੀ ’ਤੇ ਜਾਓ',

  'search.label': 'ਖੋਜ',
  'search.placeholder': 'ਸਾਈਟ ’ਤੇ ਖੋਜੋ',
  'search.open': 'ਖੋਜ ਖੋਲ੍ਹੋ',
  'search.clear': 'ਖੋਜ ਸਾਫ਼ ਕਰੋ',
  'search.submit': 'ਖੋਜੋ',

  'lang.switchTo': 'English',
  'lang.switchLabel': 'Read in English',
  'lang.current': 'ਪੰਜਾਬੀ',

  // Header (client/components/header)
  'header.frequencies': '91.5 FM · 91.5 HD2',
  'header.compactNav': 'ਮੁੱਖ, ਛੋਟੀ ਪੱਟੀ',
  'header.newTab': '(ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)',

  'footer.newsletterTitle': 'ਖ਼ਬਰਾਂ ਸਿੱਧੀਆਂ ਆਪਣੀ ਈਮੇਲ ’ਤੇ ਪਾਓ',
  'footer.emailPlaceholder': 'ਤੁਹਾਡਾ ਈਮੇਲ ਪਤਾ',
  'footer.subscribe': 'ਸਬਸਕ੍ਰਾਈਬ ਕਰੋ',
  'footer.messageUs': 'ਸਾਨੂੰ ਵਟਸਐਪ ’ਤੇ ਸੁਨੇਹਾ ਭੇਜੋ',
  'footer.donations': 'ਦਾਨ',
  'footer.getTheApp': 'ਐਪ ਡਾਊਨਲੋਡ ਕਰੋ',
  'footer.followUs': 'ਸਾਡੇ ਨਾਲ ਜੁੜੋ',
  'footer.credit': 'ਸਾਈਟ: {name}',
  'footer.googlePlay': 'Google Play ਤੋਂ ਲਓ',
  'footer.appStore': 'App Store ਤੋਂ ਡਾਊਨਲੋਡ ਕਰੋ',

  // Footer and NewsletterForm (client/components/footer)
  'footer.emailLabel': 'ਈਮੇਲ ਪਤਾ',
  'footer.fieldEmpty': 'ਇਹ ਖ਼ਾਨਾ ਖ਼ਾਲੀ ਨਹੀਂ ਛੱਡਿਆ ਜਾ ਸਕਦਾ',
  'footer.sending': 'ਭੇਜਿਆ ਜਾ ਰਿਹਾ ਹੈ…',
  'footer.subscribed': 'ਤੁਸੀਂ ਸਬਸਕ੍ਰਾਈਬ ਕਰ ਲਿਆ ਹੈ!',
  'footer.errorTitle': 'ਓਹੋ, ਕੋਈ ਗੜਬੜ ਹੋ ਗਈ!',
  'footer.errorBody': 'ਦਰਜ ਕੀਤੀ ਜਾਣਕਾਰੀ ਦੀ ਜਾਂਚ ਕਰੋ',
  'footer.sections': 'ਭਾਗ',
  'footer.information': 'ਜਾਣਕਾਰੀ',
  'footer.website': 'ਵੈੱਬਸਾਈਟ',
  'footer.newTab': '(ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)',

  'common.loading': 'ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ…',
  'common.readMore': 'ਹੋਰ ਪੜ੍ਹੋ',
  'common.showAll': 'ਸਾਰੇ ਵੇਖੋ',
  'common.viewAll': 'ਸਾਰੇ ਵੇਖੋ',
  'common.previous': 'ਪਿਛਲਾ',
  'common.next': 'ਅਗਲਾ',
  'common.close': 'ਬੰਦ ਕਰੋ',
  'common.page': 'ਪੰਨਾ {page}',

  'home.allNews': 'ਸਾਰੀਆਂ ਖ਼ਬਰਾਂ',
  'home.allEntertainment': 'ਸਾਰਾ ਮਨੋਰੰਜਨ',
  'home.allOriginals': 'ਸਾਰੇ ਕਨੈਕਟ ਓਰਿਜਨਲਜ਼',
  'home.recentlyAired': 'ਹਾਲ ਹੀ ਵਿੱਚ ਪ੍ਰਸਾਰਿਤ',
  'home.startedAt': '{price}$ ਤੋਂ ਸ਼ੁਰੂ',
  'home.free': 'ਮੁਫ਼ਤ',
  'home.allShows': 'ਸਾਰੇ ਸ਼ੋਅ',
  'home.careersApply': 'ਅਸਾਮੀ ਵੇਖੋ',

  'carousel.previous': 'ਪਿਛਲੀ ਸਲਾਈਡ',
  'carousel.next': 'ਅਗਲੀ ਸਲਾਈਡ',

  'notFound.code': '404',
  'notFound.title': 'ਜੋ ਪੰਨਾ ਤੁਸੀਂ ਲੱਭ ਰਹੇ ਹੋ, ਉਹ ਨਹੀਂ ਮਿਲਿਆ',
  'notFound.back': 'ਮੁੱਖ ਪੰਨੇ ’ਤੇ ਵਾਪਸ ਜਾਓ',

  'date.updated': 'ਆਖ਼ਰੀ ਵਾਰ ਅੱਪਡੇਟ',
} satisfies Translations;
