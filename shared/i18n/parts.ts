/**
 * Which interface strings the browser loads when (client/app/strings.ts, scripts/vite/strings-parts.ts).
 * Every page waits for its language's strings before it hydrates, so each string there is paid for
 * on every page's first load. The strings of parts that load on demand come with those parts
 * (`later`), and the ones only the worker writes never reach the browser (`server`). The tables
 * stay one file per language (en.ts, pa.ts): this only sorts their keys.
 */

/**
 * Namespaces shown only by code loaded on demand, which awaits `loadLaterStrings` first: the parts
 * of a page that hydrate from their own chunks (client/app/island.tsx) and the radio bar's menu.
 */
const LATER = new Set(['sleep', 'saver', 'clock', 'subscribe', 'alert', 'sound', 'audio', 'weather', 'footer']);
/** Keys of those namespaces that a page also shows as it hydrates (a host's page, a form's outcome). */
const FIRST_KEYS = new Set(['footer.website', 'footer.subscribed']);
/**
 * Namespaces only the worker writes: the partners' player (worker/embed/), the error page and the
 * Shahmukhi reading's note (worker/render/shahmukhi-page.ts puts it in the page's view).
 */
const SERVER = new Set(['embed', 'errorPage', 'reading']);

/** Where a key's string goes: before hydration, with the on-demand parts, or nowhere in the browser. */
export type StringsPart = 'first' | 'later' | 'server';

/** A key's namespace: 'nav' of 'nav.home'. */
export const namespaceOf = (key: string): string => key.slice(0, key.indexOf('.'));

export function partOf(key: string): StringsPart {
  const namespace = namespaceOf(key);
  if (SERVER.has(namespace)) return 'server';
  return LATER.has(namespace) && !FIRST_KEYS.has(key) ? 'later' : 'first';
}

/**
 * The name of a first-strings chunk (scripts/vite/strings-graph.ts): the screen's file name
 * ('HomePage'), or 'prepare-page' for the router's preloading (its route table and loaders).
 */
export const firstStringsName = (source: string): string =>
  source.slice(source.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');

/** A language's first strings for one screen: its module id from the root, and its key in the build manifest. */
export const firstStringsId = (lang: 'en' | 'pa', source: string): string =>
  `shared/i18n/${lang}.ts?part=first&screen=${firstStringsName(source)}`;

/** The strings of `table` that belong to `part`. */
export function pickPart(table: Readonly<Record<string, string>>, part: StringsPart): Record<string, string> {
  return Object.fromEntries(Object.entries(table).filter(([key]) => partOf(key) === part));
}

/**
 * The only browser files that may show `later` strings: each is loaded on demand, behind
 * `loadLaterStrings` (client/app/strings.ts); strings-parts.test.ts holds the rest of the client to it.
 */
export const LATER_FILES = [
  'client/media/radio/RadioTools.tsx',
  'client/components/second-clock/SecondClock.tsx',
  'client/components/second-clock/second-clock.ts',
  'client/components/footer/SubscribeForm.tsx',
  'client/components/alert/Alert.tsx',
  'client/media/radio/InlineAudio.tsx',
  'client/media/radio/SoundPlayer.tsx',
  'client/media/radio/SeekBar.tsx',
  'client/media/radio/AudioCard.tsx',
  'client/components/weather/WeatherWidget.tsx',
  'client/components/footer/Footer.tsx',
  'client/components/app-store/StoreBadge.tsx',
] as const;

/** Every string of `table` the browser shows (the `first` and `later` ones): a Shahmukhi page's, in its state. */
export const browserStrings = (table: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(table).filter(([key]) => partOf(key) !== 'server'));
