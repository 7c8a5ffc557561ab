/**
 * Business constants of the spec (§9 of both documents) and the contract's page sizes.
 * One place, so the worker's API and the browser's screens agree.
 */

/** Items per page of a news or entertainment category list. */
export const LIST_PAGE_SIZE = 10;
/** Latest cards beside a list or an article (the sidebar shows at most 8). */
export const SIDEBAR_LATEST = 8;
/** Related news at most 3 (spec §5). */
export const RELATED_MAX = 3;
/** Items returned per section of the grouped news and entertainment grids: enough for the
 * largest section (5) plus the two extra shown at tall heights, and some spare for language filtering. */
export const GROUP_ITEMS = 10;
/** Featured cards beside a news category list. */
export const FEATURED_SIDEBAR = 5;

/** Episodes per page of a show's highlights. */
export const EPISODES_PAGE_SIZE = 4;
/** Hosts per page of the hosts grid (3 per row). */
export const HOSTS_PAGE_SIZE = 9;
/** Featured stories per page. */
export const FEATURED_PAGE_SIZE = 6;
/** Originals per page of a series detail list. */
export const ORIGINALS_PAGE_SIZE = 8;
/** Items per category carousel on /originals. */
export const ORIGINALS_CAROUSEL = 12;

/** Home: news cards, upcoming events, recently aired episodes. */
export const HOME_NEWS = 7;
export const HOME_EVENTS = 4;
export const HOME_RECENTLY_AIRED = 5;

/**
 * The cookie that remembers the visitor's language ('en' or 'pa'): written by the worker's
 * language middleware and the browser's language switch, read by the forms when no page is named
 * (PAGE_LANG_HEADER below) and passed on to a remote CMS. Renaming it forgets every visitor's choice.
 */
export const LANG_COOKIE = 'lang';

/**
 * The request header the site's script sends with every form post: the language of the page the
 * form is on ('en' or 'pa', from its address). The form endpoints answer in it, before the
 * Referer's address and the `lang` cookie (worker/api/forms/form-lang.ts).
 */
export const PAGE_LANG_HEADER = 'x-page-language';

/** The id of the JSON script element that carries the page's state from the server render to hydration. */
export const STATE_ELEMENT_ID = '__STATE__';

/** Brand colours (spec §9). */
export const BRAND = { primary: '#F9025A', light: '#FCBE6B', dark: '#081B70' } as const;

/** Spec doc 2 §3/§9: an alert hides itself after this many milliseconds. */
export const ALERT_HIDE_MS = 5000;
/** Spec doc 2 §9: the contact type of 'REPORT AN ERROR'. */
export const CONTACT_REPORT_TYPE = 'news-report';

/** Where a store badge without a link leads (the app-coming page; with JavaScript it opens the modal). */
export const APP_COMING_PATH = '/apps/coming';
/**
 * The two app stores a badge can name, in the order the site shows them (spec document 2 §2).
 * Here with the shell's constants rather than beside the badge: the footer, the content page's app
 * links and the app-coming page all list them, and a module of its own was a chunk of its own.
 */
export type Store = 'google' | 'apple';
export const STORES: readonly Store[] = ['google', 'apple'];
/**
 * The hidden field people never see and bots fill in (worker/api/forms/protect.ts). Its name is
 * not one browsers autofill.
 */
export const HONEYPOT_FIELD = 'homepage';
/** Form submissions a minute per visitor's address and form, unless FORM_RATE_LIMIT says otherwise. */
export const FORM_RATE_LIMIT = 10;

/** Shown when content has no image, or when an image fails to load (spec: images fall back to a default). */
export const DEFAULT_IMAGE = '/images/default.svg';

/**
 * Search text beyond this many characters (code points) is ignored (spec §5: "typing beyond 30 is
 * ignored in the search page logic"): the embedded search reads no more, and the contract's cache
 * key keeps no more, so a long query cannot make a key past KV's 512 bytes.
 */
export const SEARCH_QUERY_MAX = 30;
