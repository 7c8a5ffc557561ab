import { describe, expect, it } from 'vitest';
import { partModule } from '../../scripts/vite/strings-parts';
import { en } from '../../shared/i18n/en';
import { LATER_FILES, partOf, pickPart } from '../../shared/i18n/parts';

/** Every browser source file, as text (the bundler's own glob). */
const clientSources = // @ts-expect-error -- this project's ImportMeta knows only the one-argument glob; Vite's takes options.
  import.meta.glob(['/client/**/*.{ts,tsx}', '!/client/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as unknown as Record<string, string>;
const keysOf = (part: 'later' | 'server') => Object.keys(en).filter((key) => partOf(key) === part);
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

  it('makes each part a module of that part’s strings', () => {
    const module = partModule('/repo/shared/i18n/pa.ts?part=later');
    expect(module).toMatch(/^export const table = \{/);
    expect(module).toContain('"sleep.title"');
    expect(module).not.toContain('"nav.home"');
    expect(partModule('/repo/shared/i18n/pa.ts')).toBeNull();
    expect(partModule('/repo/shared/i18n/de.ts?part=first')).toBeNull();
  });
});
