/**
 * The browser's strings chunks (shared/i18n/parts.ts): `shared/i18n/{en,pa}.ts?part=first` and
 * `?part=later` are modules of that language's strings of one part, made here from the tables
 * themselves, so a table stays one file per language and only its keys are sorted. The build
 * reads the tables when it starts (a change to them needs a new build, as any build does).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { en } from '../../shared/i18n/en';
import { pa } from '../../shared/i18n/pa';
import { pickPart } from '../../shared/i18n/parts';

const PART_ID = /[\\/]shared[\\/]i18n[\\/](en|pa)\.ts\?part=(first|later)$/;
const TABLES = { en, pa };

/** The JavaScript module of one language's part, or null for any other id. */
export function partModule(id: string): string | null {
  const match = PART_ID.exec(id);
  if (!match) return null;
  const [, lang, part] = match as unknown as [string, 'en' | 'pa', 'first' | 'later'];
  return `export const table = ${JSON.stringify(pickPart(TABLES[lang], part))};\n`;
}

export function stringsParts(): Plugin {
  return {
    name: 'strings-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !PART_ID.test(source.replace(/^(\.\.?\/)+/, '/'))) return null;
      const [path, query] = source.split('?');
      return `${fileURLToPath(new URL(path as string, `file://${importer}`))}?${query}`;
    },
    load(id) {
      return partModule(id);
    },
  };
}
