import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDeps } from './chunk-preload';
import { chunkFailure } from './nav-failure';

/** The little of a document the helper uses: the head's links, found by href. */
class FakeLink {
  rel = '';
  href = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(private readonly head: FakeLink[]) {}
  remove() {
    this.head.splice(this.head.indexOf(this), 1);
  }
}

let head: FakeLink[];

beforeEach(() => {
  head = [];
  vi.stubGlobal('document', {
    createElement: () => new FakeLink(head),
    head: { appendChild: (link: FakeLink) => head.push(link) },
    querySelector: (selector: string) => head.find((l) => selector === `link[href="${l.href}"]`) ?? null,
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A chunk's import that records when it ran. */
function chunk() {
  const load = vi.fn(() => Promise.resolve('module'));
  return load;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadDeps', () => {
  it('imports at once when the chunk needs nothing else', async () => {
    const load = chunk();
    await expect(preloadDeps(load, [], '/build/')).resolves.toBe('module');
    await expect(preloadDeps(load, undefined, '/build/')).resolves.toBe('module');
    expect(head).toEqual([]);
  });

  it('links a stylesheet and imports once it has loaded; starts the other modules without waiting', async () => {
    const load = chunk();
    const done = preloadDeps(load, ['assets/a1.js', 'assets/A1.css'], '/build/');
    expect(head.map((l) => [l.rel, l.href])).toEqual([['stylesheet', '/build/assets/A1.css']]);
    await flush();
    expect(load).not.toHaveBeenCalled();
    head[0]?.onload?.();
    await expect(done).resolves.toBe('module');
  });

  it('adds each module preload in a task of its own, the import not waiting for them', async () => {
    vi.useFakeTimers();
    try {
      const load = chunk();
      const done = preloadDeps(load, ['assets/e1.js', 'assets/e2.js'], '/build/');
      expect(head).toEqual([]);
      await expect(done).resolves.toBe('module');
      expect(head).toEqual([]);
      vi.runOnlyPendingTimers();
      expect(head.map((l) => l.href)).toEqual(['/build/assets/e1.js']);
      vi.runOnlyPendingTimers();
      expect(head.map((l) => [l.rel, l.href])).toEqual([
        ['modulepreload', '/build/assets/e1.js'],
        ['modulepreload', '/build/assets/e2.js'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('links nothing the document links already (the head’s page files), and each file once', async () => {
    const listed = new FakeLink(head);
    listed.rel = 'stylesheet';
    listed.href = '/build/assets/B2.css';
    head.push(listed);
    const load = chunk();
    await preloadDeps(load, ['assets/B2.css'], '/build/');
    expect(head).toHaveLength(1);
    const first = preloadDeps(load, ['assets/C3.css'], '/build/');
    const second = preloadDeps(load, ['assets/C3.css'], '/build/');
    expect(head).toHaveLength(2);
    head[1]?.onload?.();
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('rejects as a chunk that failed when a stylesheet fails, and links it again on the next try', async () => {
    const load = chunk();
    const failed = preloadDeps(load, ['assets/D4.css'], '/build/');
    head[0]?.onerror?.();
    const error = await failed.catch((e: unknown) => e);
    expect(chunkFailure(error)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(head).toEqual([]);
    const again = preloadDeps(load, ['assets/D4.css'], '/build/');
    expect(head).toHaveLength(1);
    head[0]?.onload?.();
    await expect(again).resolves.toBe('module');
  });
});
