import { expect, test } from '@playwright/test';

// The contract over real HTTP: wrangler dev, local D1 seeded through the import path, local KV.

test('the home data answers from D1, then from the KV cache', async ({ request }) => {
  await request.post('/api/_cache/purge', {
    headers: { authorization: 'Bearer e2e-purge-token-of-32-characters-or-more' },
    data: { prefix: '/api/home' },
  });
  const first = await request.get('/api/home');
  expect(first.status()).toBe(200);
  expect(first.headers()['x-cache']).toBe('MISS');
  const body = await first.json();
  expect(body.sections.map((s: { handle: string }) => s.handle)).toContain('news');
  await expect.poll(async () => (await request.get('/api/home')).headers()['x-cache']).toBe('HIT');
});

test('a news post found in a category opens with related news', async ({ request }) => {
  const list = await (await request.get('/api/news/india/pa')).json();
  expect(list.data.length).toBeGreaterThan(0);
  const post = await (await request.get(`/api/news/post/${list.data[0].slug}`)).json();
  expect(post.item.titlePa).toMatch(/[\u0A00-\u0A7F]/);
  expect(post.relatedNews.length).toBeLessThanOrEqual(3);
});

test('a visitor can subscribe twice and send a message; bad input gets field errors', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const res = await request.post('/api/subscribe-mailchimp', { multipart: { email: 'e2e-listener@example.org' } });
    expect(await res.json()).toEqual({ success: true });
  }
  const ok = await request.post('/api/contact-form', {
    multipart: {
      firstName: 'Jas',
      lastName: 'Kaur',
      email: 'jas@example.org',
      subject: 'Hello',
      message: 'ਬਹੁਤ ਵਧੀਆ ਪ੍ਰੋਗਰਾਮ!',
    },
  });
  expect(await ok.json()).toEqual({ success: true });
  const bad = await request.post('/api/contact-form', { multipart: { email: 'nope' } });
  expect(bad.status()).toBe(400);
  expect(Object.keys((await bad.json()).validateErrors)).toContain('email');
});

test('demo media is served by the project itself', async ({ request }) => {
  const home = await (await request.get('/api/home')).json();
  const image: string = home.meta.headers.backgroundImage;
  expect(image).toMatch(/^\/media\/images\//);
  const res = await request.get(image);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/svg+xml');
});
