/**
 * A fake station CMS for proxied-mode tests, installed on outbound fetch. It answers ONLY the
 * calls of the spec's tables (doc 1 §7, doc 2 §7), written out here from the spec and not from
 * the worker's own mapping, and records every other call as unexpected (answered 404). Its
 * bodies are the embedded service's answers, so pages render as they do in embedded mode.
 */
import { createExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import { embeddedApi } from '../../worker/api/embedded';
import { testEnv } from './helpers';

export const CMS = 'https://cms.example.test';
export const ORIGINALS_HOST = 'https://originals.example.test';

const S = '[^/?]+';
const PAGE = '\\?page=[1-9]\\d*';
/** The spec's GET calls: path and query, exactly. */
const SPEC_GETS: RegExp[] = [
  '/api/home',
  '/api/entertainments',
  `/api/entertainments${PAGE}`,
  `/api/entertainments/${S}/(?:en_us|pa)${PAGE}`,
  `/api/entertainments/post/${S}`,
  '/api/news',
  `/api/news${PAGE}`,
  `/api/news/${S}/(?:en_us|pa)${PAGE}`,
  `/api/news/post/${S}`,
  '/api/shows',
  `/api/shows/${S}${PAGE}`,
  `/api/shows/episode/${S}`,
  `/api/shows/episode/next/${S}`,
  '/api/host',
  `/api/host/${S}`,
  `/api/featured${PAGE}`,
  `/api/featured/${S}`,
  `/api/featured/next/${S}`,
  '/api/events',
  `/api/pages/${S}`,
  `/api/legal/${S}`,
  '/api/info/contact',
  '/api/pageNotFound',
].map((p) => new RegExp(`^${CMS.replaceAll('.', '\\.')}${p}$`));
const ORIGINALS_GETS = ['/connectOriginals', `/connectOriginals/${S}${PAGE}`].map(
  (p) => new RegExp(`^${ORIGINALS_HOST.replaceAll('.', '\\.')}${p}$`),
);
const SPEC_POSTS = ['/api/contact-form', '/api/subscribe-mailchimp', '/api/subscribe-whatsapp'].map(
  (p) => `${CMS}${p}`,
);

/** The embedded path that gives the answer of a spec call, where the two differ. */
function embeddedPath(url: URL): string {
  const path = url.pathname;
  if (url.origin === ORIGINALS_HOST) return `/api${path}${url.search}`;
  if (path === '/api/entertainments' && url.search) return `/api/entertainments/all${url.search}`;
  if (path === '/api/news' && url.search) return `/api/news/latest${url.search}`;
  return `${path}${url.search}`;
}

/** A form post the fake CMS received. */
interface ReceivedPost {
  path: string;
  key: string | null;
  fields: Record<string, string>;
}

/** The fake's state: what it was asked and how it answers posts. */
export interface FakeCms {
  gets: string[];
  unexpected: string[];
  posts: ReceivedPost[];
  /** Posts stored once per idempotency key, as a CMS that honours the key would. */
  stored: Map<string, ReceivedPost>;
  /** How posts are answered: 'up', 'refused' (connection refused), 'slow' (stores, answers after 300 ms), or a fixed answer. */
  postMode: 'up' | 'refused' | 'slow' | (() => Response);
}

const delay = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Installs the fake CMS on globalThis.fetch; restore with vi.restoreAllMocks(). `rewrite` changes
 * a GET answer's JSON before it is sent (given the embedded path it came from), for a CMS whose
 * content is hostile.
 */
export function fakeCms(rewrite?: (path: string, body: unknown) => unknown): FakeCms {
  const cms: FakeCms = { gets: [], unexpected: [], posts: [], stored: new Map(), postMode: 'up' };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (req.method === 'POST' && SPEC_POSTS.includes(req.url)) {
      if (cms.postMode === 'refused') throw new TypeError('Network connection lost: connection refused');
      const form = await req.formData();
      const post: ReceivedPost = {
        path: url.pathname,
        key: req.headers.get('idempotency-key'),
        fields: Object.fromEntries([...form].map(([k, v]) => [k, String(v)])),
      };
      cms.posts.push(post);
      if (typeof cms.postMode === 'function') return cms.postMode();
      const key = post.key ?? crypto.randomUUID();
      if (!cms.stored.has(key)) cms.stored.set(key, post);
      if (cms.postMode === 'slow') await delay(300, init?.signal);
      return Response.json({ success: true });
    }
    if (req.method === 'GET' && [...SPEC_GETS, ...ORIGINALS_GETS].some((re) => re.test(req.url))) {
      cms.gets.push(req.url);
      const path = embeddedPath(url);
      const res = await embeddedApi.fetch(new Request(`http://embedded${path}`), testEnv, createExecutionContext());
      return rewrite ? Response.json(rewrite(path, await res.json()), { status: res.status }) : res;
    }
    cms.unexpected.push(`${req.method} ${req.url}`);
    return Response.json({ error: 'Not a call of the spec', status: 404 }, { status: 404 });
  });
  return cms;
}
