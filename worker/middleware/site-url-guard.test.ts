import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isDevelopmentSiteUrl, isLocalHost, siteUrlGuard } from './site-url-guard';

/** A one-route app behind a fresh guard (one isolate's worth), its log collected. */
function guarded() {
  const logged: string[] = [];
  const app = new Hono<{ Bindings: { SITE_URL?: string } }>();
  app.use(
    '*',
    siteUrlGuard((m) => logged.push(m)),
  );
  app.get('*', (c) => c.text('ok'));
  const get = (url: string, SITE_URL?: string) => app.request(url, {}, { SITE_URL });
  return { logged, get };
}

describe('isLocalHost', () => {
  it('knows loopback names and addresses from public ones', () => {
    for (const host of ['localhost', 'LOCALHOST', 'radio.localhost', '127.0.0.1', '127.8.9.10', '[::1]', '::1']) {
      expect(isLocalHost(host), host).toBe(true);
    }
    for (const host of ['localhost.example.org', '127.0.0.1.nip.io', 'radio.example.org', '10.0.0.1']) {
      expect(isLocalHost(host), host).toBe(false);
    }
  });
});

describe('isDevelopmentSiteUrl', () => {
  it.each([
    ['http://localhost:8787', true],
    ['http://127.0.0.1:8793', true],
    ['', true],
    [undefined, true],
    ['not a url', true],
    ['https://radio.example.org', false],
    ['http://radio.example.org', false],
  ])('%s → %s', (url, dev) => expect(isDevelopmentSiteUrl(url)).toBe(dev));
});

describe('siteUrlGuard', () => {
  it('logs one error per isolate for requests from a public host while SITE_URL is localhost', async () => {
    const { logged, get } = guarded();
    expect((await get('https://radio.example.org/', 'http://localhost:8787')).status).toBe(200);
    await get('https://radio.example.org/news', 'http://localhost:8787');
    await get('https://other.example.net/', 'http://localhost:8787');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('SITE_URL is "http://localhost:8787"');
    expect(logged[0]).toContain('radio.example.org');
  });

  it('says nothing for local requests in development', async () => {
    const { logged, get } = guarded();
    await get('http://localhost:8787/', 'http://localhost:8787');
    await get('http://127.0.0.1:8793/', 'http://127.0.0.1:8793');
    expect(logged).toEqual([]);
  });

  it('says nothing once SITE_URL is a real origin, whatever the host', async () => {
    const { logged, get } = guarded();
    await get('https://radio.example.org/', 'https://radio.example.org');
    await get('https://evil.example.net/', 'https://radio.example.org');
    expect(logged).toEqual([]);
  });

  it('counts an empty SITE_URL as a development one', async () => {
    const { logged, get } = guarded();
    await get('https://radio.example.org/', '');
    expect(logged).toHaveLength(1);
  });
});
