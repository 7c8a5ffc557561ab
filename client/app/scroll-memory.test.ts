import { describe, expect, it } from 'vitest';
import { createScrollMemory, entryKey } from './scroll-memory';

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('scroll memory', () => {
  it('returns the position saved for an entry, and survives a reload of the page', () => {
    const store = memoryStore();
    const first = createScrollMemory(store);
    first.save('a', 1234.6);
    first.save('b', 10);
    first.save('a', 900);
    const again = createScrollMemory(store);
    expect(again.get('a')).toBe(900);
    expect(again.get('b')).toBe(10);
    expect(again.get('c')).toBeUndefined();
  });

  it('keeps only the most recent fifty entries', () => {
    const memory = createScrollMemory(memoryStore());
    for (let i = 0; i < 60; i++) memory.save(`k${i}`, i);
    expect(memory.get('k0')).toBeUndefined();
    expect(memory.get('k59')).toBe(59);
  });

  it('ignores damaged storage and works without any', () => {
    const store = memoryStore();
    store.setItem('scroll-positions', '{not json');
    expect(createScrollMemory(store).get('a')).toBeUndefined();
    const none = createScrollMemory(null);
    none.save('a', 5);
    expect(none.get('a')).toBe(5);
  });

  it('reads only the keys the router wrote into history.state', () => {
    expect(entryKey({ key: 'x1' })).toBe('x1');
    expect(entryKey(null)).toBeNull();
    expect(entryKey({ key: 3 })).toBeNull();
  });
});
