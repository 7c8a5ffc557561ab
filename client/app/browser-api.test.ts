import { describe, expect, it } from 'vitest';
import { ApiError, getOrNull, isNotFound, type Fetcher } from '../../shared/api/client';
import { createBrowserApi, ignoreApiError } from './browser-api';

const TEN_MINUTES = 10 * 60 * 1000;

/** A fake network answering from `answer`, counting calls; a manual clock; the failure log. */
function setup(
  answer: (path: string, init: RequestInit) => Response | Promise<Response>,
  pageLang: () => 'en' | 'pa' = () => 'en',
) {
  const calls: { path: string; init: RequestInit }[] = [];
  const logged: { message: string; error: ApiError }[] = [];
  const clock = { ms: 0 };
  const fetcher: Fetcher = async (path, init) => {
    calls.push({ path, init });
    return answer(path, init);
  };
  const api = createBrowserApi({
    fetcher,
    now: () => clock.ms,
    log: (message, error) => logged.push({ message, error }),
    pageLang,
  });
  return { api, calls, logged, clock };
}

/** The rejection of `promise`, which must reject. */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the data cache (spec §4)', () => {
  it('reuses an answer for ten minutes, then asks again', async () => {
    let n = 0;
    const { api, calls, clock } = setup(() => Response.json({ n: ++n }));
    expect(await api.get('/api/home')).toEqual({ n: 1 });
    clock.ms = TEN_MINUTES - 1;
    expect(await api.get('/api/home')).toEqual({ n: 1 });
    clock.ms = TEN_MINUTES;
    expect(await api.get('/api/home')).toEqual({ n: 2 });
    expect(calls.map((c) => c.path)).toEqual(['/api/home', '/api/home']);
    expect(calls[0]?.init.method).toBe('GET');
    expect(new Headers(calls[0]?.init.headers).get('accept')).toBe('application/json');
  });

  it('keeps another page or slug apart, and shares one request between callers', async () => {
    const { api, calls } = setup((path) => Response.json({ path }));
    const [a, b] = await Promise.all([api.get('/api/news/bc?page=2'), api.get('/api/news/bc?page=2')]);
    expect(a).toEqual(b);
    await api.get('/api/news/bc?page=3');
    expect(calls.map((c) => c.path)).toEqual(['/api/news/bc?page=2', '/api/news/bc?page=3']);
  });

  it('does not keep a failure: the next call asks again', async () => {
    let up = false;
    const { api, calls } = setup(() => (up ? Response.json({ ok: true }) : new Response('down', { status: 503 })));
    expect((await failureOf(api.get('/api/home'))).status).toBe(503);
    up = true;
    expect(await api.get('/api/home')).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('`fresh` asks past the cache every time (the airing show, each minute)', async () => {
    let n = 0;
    const { api, calls } = setup(() => Response.json({ n: ++n }));
    await api.get('/api/airing');
    expect(await api.get('/api/airing', { fresh: true })).toEqual({ n: 2 });
    expect(await api.get('/api/airing', { fresh: true })).toEqual({ n: 3 });
    expect(calls).toHaveLength(3);
  });
});

describe('answers and failures', () => {
  it('404 is "not found": the loaders show the 404 page, and it is not logged', async () => {
    const { api, logged } = setup(() => Response.json({ error: 'Not found', status: 404 }, { status: 404 }));
    const error = await failureOf(api.get('/api/news/post/nope'));
    expect(isNotFound(error)).toBe(true);
    await expect(getOrNull(api, '/api/shows/episode/next/9')).resolves.toBeNull();
    expect(logged).toEqual([]);
  });

  it('204 No Content reads as null (no weather service configured), and is not logged', async () => {
    const { api, logged } = setup(() => new Response(null, { status: 204 }));
    await expect(getOrNull(api, '/api/weather')).resolves.toBeNull();
    expect(logged).toEqual([]);
  });

  it('a network error is an ApiError with status 0, logged once however many callers wait', async () => {
    const { api, logged } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const [one, two] = await Promise.all([failureOf(api.get('/api/home')), failureOf(api.get('/api/home'))]);
    expect(one).toBe(two);
    expect(one.status).toBe(0);
    expect(one.aborted).toBe(false);
    expect(one.cause).toBeInstanceOf(TypeError);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.message).toBe('Error fetching data: ');
    expect(logged[0]?.error.message).toBe('No response from server: GET /api/home (TypeError: Failed to fetch)');
  });

  it("a status of 400 or above is 'Bad response from server', and so is a body that is not JSON", async () => {
    const down = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect((await failureOf(down.api.get('/api/videos/lifestyle?pageToken=x'))).message).toBe(
      'Bad response from server: GET /api/videos/lifestyle?pageToken=x answered 502',
    );
    const garbled = setup(() => new Response('<html>', { status: 200 }));
    const error = await failureOf(garbled.api.get('/api/home'));
    expect(error.status).toBe(200);
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect([...down.logged, ...garbled.logged]).toHaveLength(2);
  });

  it('an aborted call fails as aborted and is not logged; the shared answer is still cached', async () => {
    let release: (res: Response) => void = () => {};
    const { api, calls, logged } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const call = failureOf(api.get('/api/home', { signal: controller.signal }));
    controller.abort();
    const error = await call;
    expect(error.aborted).toBe(true);
    release(Response.json({ late: true }));
    expect(await api.get('/api/home')).toEqual({ late: true });
    expect(calls).toHaveLength(1);
    expect(logged).toEqual([]);
  });

  it('a call aborted while its body is read fails as aborted and is not logged', async () => {
    const controller = new AbortController();
    const body = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"title":'));
        controller.signal.addEventListener('abort', () => c.error(controller.signal.reason));
      },
    });
    const { api, logged } = setup(() => new Response(body, { headers: { 'content-type': 'application/json' } }));
    const call = failureOf(api.get('/api/now-playing/fm', { fresh: true, signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    const error = await call;
    expect(error.status).toBe(200);
    expect(error.aborted).toBe(true);
    expect(error.message).toBe('GET /api/now-playing/fm was aborted');
    expect(logged).toEqual([]);
  });

  it('a fresh call takes its signal to the network', async () => {
    const { api } = setup((_, init) => {
      if (init.signal?.aborted) throw init.signal.reason;
      return Response.json({});
    });
    const controller = new AbortController();
    controller.abort();
    expect((await failureOf(api.get('/api/airing', { fresh: true, signal: controller.signal }))).aborted).toBe(true);
  });
});

describe('form POSTs', () => {
  it('sends multipart form data and returns { success: true }', async () => {
    const { api, calls } = setup(() => Response.json({ success: true }));
    await expect(api.postForm('/api/subscribe-whatsapp', { phone: '6045550100' })).resolves.toEqual({ success: true });
    const body = calls[0]?.init.body;
    expect(calls[0]?.init.method).toBe('POST');
    expect(body instanceof FormData ? body.get('phone') : body).toBe('6045550100');
  });

  it('tells the API the language of the page the form is on, read when it is sent', async () => {
    let page: 'en' | 'pa' = 'pa';
    const { api, calls } = setup(
      () => Response.json({ success: true }),
      () => page,
    );
    const sentLang = (i: number) => new Headers(calls[i]?.init.headers).get('x-page-language');
    await api.postForm('/api/contact-form', { email: 'x' });
    expect(sentLang(0)).toBe('pa');
    page = 'en';
    await api.postForm('/api/subscribe-mailchimp', { email: 'x' });
    expect(sentLang(1)).toBe('en');
    await api.postForm('/api/subscribe-mailchimp', { email: 'x' }, { lang: 'pa' });
    expect(sentLang(2)).toBe('pa');
  });

  it('returns a 400 with validateErrors as the answer it is, unlogged and uncached', async () => {
    const reply = { success: false, validateErrors: { email: ['Enter a valid email address.'] } };
    const { api, calls, logged } = setup(() => Response.json(reply, { status: 400 }));
    await expect(api.postForm('/api/contact-form', { email: 'x' })).resolves.toEqual(reply);
    await api.postForm('/api/contact-form', { email: 'x' });
    expect(calls).toHaveLength(2);
    expect(logged).toEqual([]);
  });

  it('a reply that is not a form answer is an ApiError, logged', async () => {
    const { api, logged } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failureOf(api.postForm('/api/contact-form', {}));
    expect([error.method, error.status]).toEqual(['POST', 502]);
    expect(logged.map((l) => l.message)).toEqual(['Error sending form: ']);
  });
});

describe('ignoreApiError', () => {
  it('swallows the client’s own errors and throws anything else on', () => {
    expect(() => ignoreApiError(new ApiError(500, '/api/home'))).not.toThrow();
    expect(() => ignoreApiError(new TypeError('bug'))).toThrow('bug');
  });
});
