/**
 * The islands contract (client/app/island.tsx): React keeps a part's server HTML until its chunk
 * is in only if the part is `memo` and what it renders depends on its props' values alone, never
 * on their identity, the clock or chance. A part that breaks it shows in the browser as layout
 * shift; here it fails by name. Every sample page (tests/lib/sample-pages.ts) is rendered in both
 * languages while the parts are watched; then each registered part must be memo, rendered by some
 * page, and render the same HTML twice from equal props that are not the same objects.
 */
import { createElement, type FunctionComponent, type NamedExoticComponent, use } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContextValue } from '../../client/app/context';
import { AppContext } from '../../client/app/context';
import { loadIslands, type RegisteredPart, registeredParts } from '../../client/app/island';
import { ROUTES } from '../../client/app/routes';
import { loadScreen } from '../../client/app/screen-chunks';
import { LAYOUTS, type LayoutName, samplePages } from '../lib/sample-pages';
import { copyData } from './copy-data';
import { call } from './helpers';

interface Seen {
  page: string;
  props: object;
  app: AppContextValue | null;
}

/** The first few renders of each part (enough to vary its props, few enough to stay quick). */
const PER_PART = 3;
const seen = new Map<RegisteredPart, Seen[]>();
/** Each part's component name, for the failure messages. */
const names = new Map<RegisteredPart, string>();
const nameOf = (part: RegisteredPart): string => names.get(part) ?? 'a part';

type Watcher = (part: RegisteredPart, props: object, app: AppContextValue | null) => void;

/**
 * Sees every render of every registered part, with its props and the page's context, until the
 * returned function is called: each memo's inner component is wrapped in place (React reads a memo
 * object's `type` at each render), so the product code carries no hook for the test.
 */
function watchParts(watch: Watcher): () => void {
  const undo = registeredParts().map((entry) => {
    const memoObject = entry.part as unknown as { type: FunctionComponent<object> };
    const inner = memoObject.type;
    memoObject.type = function Watched(props: object) {
      watch(entry, props, use(AppContext));
      return inner(props);
    };
    return () => {
      memoObject.type = inner;
    };
  });
  return () => {
    for (const step of undo) step();
  };
}

beforeAll(async () => {
  // Every screen's module registers its parts when it loads, and a part's chunk may register more
  // (the share block its dialog): load them all before wrapping.
  await Promise.all(ROUTES.map((route) => loadScreen(route.id)));
  await loadIslands();
  for (const entry of registeredParts()) {
    const component = await entry.load();
    names.set(entry, component.displayName ?? component.name);
  }
  // A weekday morning in Vancouver (Wednesday 25 November 2026, 07:30 PST): a show is on air, so
  // the parts that only an airing show renders (its "Listen live") are rendered too.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:30:00Z') });
  let page = '';
  const stop = watchParts((part, props, app) => {
    const list = seen.get(part) ?? [];
    if (list.length < PER_PART) list.push({ page, props, app });
    seen.set(part, list);
  });
  try {
    for (const lang of ['en', 'pa'] as const) {
      for (const { path } of samplePages(lang, Object.keys(LAYOUTS) as LayoutName[])) {
        page = path;
        await (await call(path, { headers: { 'user-agent': 'Mozilla/5.0' } })).arrayBuffer();
      }
    }
  } finally {
    stop();
    vi.useRealTimers();
  }
}, 120_000);

afterAll(() => seen.clear());

const MEMO = Symbol.for('react.memo');

/** The part alone, in the page's context, as HTML (its chunk is loaded: nothing suspends). */
function html(part: RegisteredPart, { props, app }: Seen): string {
  return renderToString(
    createElement(AppContext.Provider, { value: app }, createElement(part.part as NamedExoticComponent<object>, props)),
  );
}

describe('the islands contract', () => {
  it('registers parts (the sample pages load every screen)', () => {
    expect(registeredParts().length).toBeGreaterThan(15);
  });

  it('every registered part is memo', () => {
    const notMemo = registeredParts()
      .filter((p) => (p.part as unknown as { $$typeof: symbol }).$$typeof !== MEMO)
      .map((p) => nameOf(p));
    expect(notMemo).toEqual([]);
  });

  it('every registered part is rendered by a sample page', () => {
    expect(
      registeredParts()
        .filter((p) => !seen.has(p))
        .map((p) => nameOf(p)),
    ).toEqual([]);
  });

  it('every part renders the same HTML from equal props that are not the same objects', () => {
    const differ: string[] = [];
    for (const part of registeredParts()) {
      for (const sample of seen.get(part) ?? []) {
        const first = html(part, sample);
        const again = html(part, { ...sample, props: copyData(sample.props) });
        expect(first, `${nameOf(part)} on ${sample.page} rendered nothing whole`).not.toMatch(/^$|<!--\$!/);
        if (again !== first) differ.push(`${nameOf(part)} on ${sample.page}`);
      }
    }
    expect(differ).toEqual([]);
  });
});
