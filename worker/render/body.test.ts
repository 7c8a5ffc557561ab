import { createElement, lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { concat, renderBody } from './body';

const text = (body: string | ReadableStream<Uint8Array>) =>
  typeof body === 'string' ? body : new Response(body).text();

describe('renderBody', () => {
  it('renders a tree that does not suspend to one string', async () => {
    const body = await renderBody(createElement('p', { className: 'x' }, 'a < b'), '/', false);
    expect(body).toBe('<p class="x">a &lt; b</p>');
  });

  it('streams a tree that suspends, waiting for it instead of leaving it to the browser', async () => {
    const Later = lazy(async () => ({ default: () => createElement('span', null, 'loaded') }));
    const app = createElement(Suspense, { fallback: createElement('i', null, 'wait') }, createElement(Later));
    const body = await renderBody(app, '/', true);
    expect(typeof body).toBe('object');
    const html = await text(body);
    expect(html).toContain('loaded');
    expect(html).not.toContain('<!--$!');
  });

  it('logs a component that throws, through the stream render', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('broken');
    };
    const app = createElement(Suspense, { fallback: createElement('i', null, 'wait') }, createElement(Broken));
    const html = await text(await renderBody(app, '/x', true));
    expect(html).toContain('wait');
    expect(log).toHaveBeenCalledWith('render error', '/x', expect.any(Error));
    log.mockRestore();
  });
});

describe('concat', () => {
  it('puts the prefix and suffix around the stream', async () => {
    const body = new Response('middle').body as ReadableStream<Uint8Array>;
    expect(await new Response(concat('<a>', body, '</a>')).text()).toBe('<a>middle</a>');
  });
});
