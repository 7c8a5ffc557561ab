/**
 * `npm run budget:modules`: where each page type's JavaScript before interaction goes (issue 29).
 * Builds the client once more with source maps into a temporary folder (the production build,
 * never public/build), takes each page type's files as the budget does (scripts/budget/sizes.ts
 * pageFiles, the larger language's strings), shares each file's gzip bytes out to the modules its
 * map names (scripts/budget/attribute.ts), and prints per page type its total, React's share (the
 * floor: react, react-dom, scheduler) and our largest modules. Sizes only; not part of npm test.
 *
 *   npm run budget:modules [-- --top 12 --only news-post]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { firstStringsId } from '../../shared/i18n/parts';
import { bytesBySource, gzipShares, isReact, type Mapping } from './attribute';
import { kib, type Manifest, pageFiles, pageTypes } from './sizes';
import { offlineEnv, option } from '../lib/local';

const argv = process.argv.slice(2);
const TOP = Number(option(argv, 'top') ?? 10);
const ONLY = option(argv, 'only');

/** A file's gzip bytes shared out to module names. */
function fileShares(dir: string, file: string): Map<string, number> {
  const code = readFileSync(join(dir, file), 'utf8');
  // The bundler's runtime helpers (CommonJS interop) come with no map: counted as one line.
  if (!existsSync(join(dir, `${file}.map`))) return new Map([['(bundler)', gzipSync(code, { level: 9 }).length]]);
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')));
  const mappings: Mapping[] = [];
  map.eachMapping((m) =>
    mappings.push({ generatedLine: m.generatedLine, generatedColumn: m.generatedColumn, source: m.source }),
  );
  const lines = code.split('\n').map((l) => l.length);
  return gzipShares(bytesBySource(mappings, lines), gzipSync(code, { level: 9 }).length);
}

function add(into: Map<string, number>, from: Map<string, number>): Map<string, number> {
  for (const [k, v] of from) into.set(k, (into.get(k) ?? 0) + v);
  return into;
}

/** One page type's lines: total, React, ours, and our largest modules. */
function report(name: string, shares: Map<string, number>): string[] {
  const rows = [...shares].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((s, [, v]) => s + v, 0);
  const react = rows.filter(([m]) => isReact(m)).reduce((s, [, v]) => s + v, 0);
  const ours = rows.filter(([m]) => !isReact(m));
  return [
    `## ${name}: ${kib(total)} (React ${kib(react)}, the rest ${kib(total - react)})`,
    ...ours.slice(0, TOP).map(([m, v]) => `  ${kib(v).padStart(9)}  ${m}`),
  ];
}

const out = mkdtempSync(join(tmpdir(), 'budget-modules-'));
try {
  const build = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', out, '--emptyOutDir'], {
    env: { ...offlineEnv(), NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}${build.stdout}`);
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, Map<string, number>>();
  const sharesOf = (file: string) => cache.get(file) ?? cache.set(file, fileShares(out, file)).get(file) ?? new Map();
  // Loaded untyped, as scripts/budget.ts does: a static import would bring the browser's types in.
  const routeTable = '../../client/app/routes';
  for (const [screen, ids] of pageTypes(await import(routeTable))) {
    if (ONLY && !ids.includes(ONLY)) continue;
    // The larger language's strings, as the budget counts them.
    const pages = (['en', 'pa'] as const).map((lang) =>
      pageFiles(manifest, 'client/entry.tsx', screen, firstStringsId(lang, screen)).js.reduce(
        (all, f) => add(all, sharesOf(f)),
        new Map<string, number>(),
      ),
    );
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const larger = pages.reduce((a, b) => (sum(b) > sum(a) ? b : a));
    console.log(report(`${ids.join(', ')} (${screen})`, larger).join('\n'));
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
