import { describe, expect, it } from 'vitest';
import { fallBack } from './image-fallback';

function image(src: string) {
  const removed: string[] = [];
  return { src, dataset: {} as DOMStringMap, removed, removeAttribute: (name: string) => void removed.push(name) };
}

describe('fallBack', () => {
  it('points a failed image at the default picture and drops its srcset', () => {
    const img = image('https://cdn.example/a.jpg');
    fallBack(img);
    expect(img.src).toBe('/images/default.svg');
    expect(img.removed).toEqual(['srcset']);
  });
  it('does it once: a failing default is left alone, never a loop', () => {
    const img = image('https://cdn.example/a.jpg');
    fallBack(img);
    img.src = 'http://127.0.0.1/images/default.svg';
    fallBack(img);
    expect(img.removed).toEqual(['srcset']);
    const plain = image('/images/default.svg');
    fallBack(plain);
    expect(plain.removed).toEqual([]);
  });
});
