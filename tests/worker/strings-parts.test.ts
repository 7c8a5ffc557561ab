import { describe, expect, it } from 'vitest';
import { firstNamespaces, graphOf, islandSources, laterNamespaces } from '../../scripts/vite/strings-graph';
import { partModule } from '../../scripts/vite/strings-parts';
import { en } from '../../shared/i18n/en';
import { pa } from '../../shared/i18n/pa';
import { firstStringsName, LATER_FILES, namespaceOf, partOf, pickPart } from '../../shared/i18n/parts';

/** Every browser source file, as text (the bundler's own glob). */
const clientSources = // @ts-expect-error -- this project's ImportMeta knows only the one-argument glob; Vite's takes options.
  import.meta.glob(['/client/**/*.{ts,tsx}', '!/client/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as unknown as Record<string, string>;
/** Every browser and shared source file (what the build walks), by its path from the root. */
const projectSources = // @ts-expect-error -- as above.
  import.meta.glob(['/client/**/*.{ts,tsx}', '/shared/**/*.{ts,tsx}', '!/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as unknown as Record<string, string>;
const read = (path: string): string | undefined => projectSources[`/${path}`];
const KNOWN = new Set(Object.keys(en).map(namespaceOf));
const NAMESPACES = { first: firstNamespaces(read, KNOWN), later: laterNamespaces(read, KNOWN) };
/** The strings a chunk module carries (its JSON table). */
const chunkTable = (id: string): Record<string, string> =>
  JSON.parse((partModule(id, NAMESPACES) ?? '').replace(/^export const table = /, '').replace(/;\n$/, ''));
const keysOf = (part: 'later' | 'server') => Object.keys(en).filter((key) => partOf(key) === part);
/** The keys of the table a source names as literals. */
const keysIn = (path: string): string[] =>
  [...(read(path) ?? '').matchAll(/['"`]([a-z][A-Za-z]*\.[A-Za-z0-9_.]+)['"`]/g)].flatMap(([, key]) =>
    key && key in en ? [key] : [],
  );
/** The screens' and the router's sources: where each first chunk's graph stops. */
const STOPS = new Set(
  Object.keys(projectSources)
    .map((file) => file.slice(1))
    .filter((path) => NAMESPACES.first.has(firstStringsName(path)) && path !== 'client/entry.tsx'),
);
const shows = (source: string, key: string) => source.includes(`'${key}'`);

describe('the strings the browser loads first, later, or never', () => {
  it('sorts every key into exactly one part, and the parts make the whole table', () => {
    const first = pickPart(en, 'first');
    const later = pickPart(en, 'later');
    const server = pickPart(en, 'server');
    expect(Object.keys(first).length + Object.keys(later).length + Object.keys(server).length).toBe(
      Object.keys(en).length,
    );
    expect(first['nav.home']).toBe(en['nav.home']);
    expect(later['sleep.title']).toBe(en['sleep.title']);
    expect(server['embed.play']).toBe(en['embed.play']);
    expect(first['sleep.title']).toBeUndefined();
  });

  it('shows `later` strings only from the files loaded on demand, and the worker’s own nowhere in the browser', () => {
    expect(Object.keys(clientSources).length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const [file, source] of Object.entries(clientSources)) {
      const path = file.replace(/^\//, '');
      for (const key of keysOf('server')) if (shows(source, key)) offenders.push(`${path}: ${key} (the worker's)`);
      if ((LATER_FILES as readonly string[]).includes(path)) continue;
      for (const key of keysOf('later')) if (shows(source, key)) offenders.push(`${path}: ${key} (a later string)`);
    }
    expect(offenders).toEqual([]);
    for (const file of LATER_FILES) expect(Object.keys(clientSources)).toContain(`/${file}`);
  });

  it('makes each part a module of that part’s strings, and a screen’s first part of its namespaces only', () => {
    const module = partModule('/repo/shared/i18n/pa.ts?part=later', NAMESPACES);
    expect(module).toMatch(/^export const table = \{/);
    expect(module).toContain('"sleep.title"');
    expect(module).not.toContain('"nav.home"');
    // The islands' own namespaces come with the later strings (the newsletter popup's, here).
    expect(module).toContain('"notify.titleBefore"');
    const home = chunkTable('/repo/shared/i18n/pa.ts?part=first&screen=HomePage');
    expect(home['nav.home']).toBe(pa['nav.home']);
    expect(home['sleep.title']).toBeUndefined();
    expect(home['events.title']).toBeUndefined();
    expect(chunkTable('/repo/shared/i18n/en.ts?part=first&screen=EventsPage')['events.title']).toBe(en['events.title']);
    for (const hostile of [
      '/repo/shared/i18n/pa.ts',
      '/repo/shared/i18n/de.ts?part=first&screen=HomePage',
      '/repo/shared/i18n/pa.ts?part=first',
      '/repo/shared/i18n/pa.ts?part=first&screen=../x',
    ])
      expect(partModule(hostile, NAMESPACES)).toBeNull();
    expect(() => partModule('/repo/shared/i18n/pa.ts?part=first&screen=Nowhere', NAMESPACES)).toThrow(/no screen/);
  });

  it('gives every screen’s page each first string its modules name (the shell’s, the screen’s, their lazy parts’)', () => {
    const names = [...NAMESPACES.first.keys()];
    expect(names).toContain('HomePage');
    expect(names).toContain('NotFoundPage');
    expect(names).toContain('prepare-page');
    const missing: string[] = [];
    for (const source of STOPS) {
      const name = firstStringsName(source);
      // Islands aside: each renders only once the `later` strings are in (the next test).
      const paths = graphOf(['client/entry.tsx', source], STOPS, read, false);
      for (const lang of ['en', 'pa'] as const) {
        const table = chunkTable(`/repo/shared/i18n/${lang}.ts?part=first&screen=${name}`);
        for (const path of paths)
          for (const key of keysIn(path))
            if (partOf(key) === 'first' && !(key in table)) missing.push(`${lang} ${name}: ${key} (${path})`);
      }
    }
    expect(missing).toEqual([]);
  });
  it('gives every island each string its modules name, in the later strings or every page’s first', () => {
    const islands = islandSources(read);
    // The shell's own: the popup, the radio bar, the footer, the search field; and the screens'.
    expect(islands).toContain('client/components/popup/Overlays.tsx');
    expect(islands).toContain('client/media/Players.tsx');
    const shown = graphOf(islands, STOPS, read).flatMap((path) =>
      keysIn(path).flatMap((key) => (partOf(key) === 'server' ? [] : [{ key, path }])),
    );
    const missing: string[] = [];
    for (const lang of ['en', 'pa'] as const) {
      const later = chunkTable(`/repo/shared/i18n/${lang}.ts?part=later`);
      for (const source of STOPS) {
        const first = chunkTable(`/repo/shared/i18n/${lang}.ts?part=first&screen=${firstStringsName(source)}`);
        for (const { key, path } of shown)
          if (!(key in first) && !(key in later)) missing.push(`${lang} ${firstStringsName(source)}: ${key} (${path})`);
      }
    }
    expect(missing).toEqual([]);
    // What that takes out of every page's first strings: the popup's, the forms' echo's, the video modals'.
    for (const ns of ['notify', 'form', 'contact', 'video'])
      expect(NAMESPACES.first.get('NotFoundPage')?.has(ns), ns).toBe(false);
  });
});
