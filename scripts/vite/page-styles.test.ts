import { describe, expect, it } from 'vitest';
import { type StyledChunk, stylesOf } from './page-styles';

const chunks = new Map<string, StyledChunk>([
  ['entry.js', { imports: ['Link.js', 'Dialog.js'], css: ['entry.css'] }],
  ['Link.js', { imports: [], css: [] }],
  ['Dialog.js', { imports: ['Link.js'], css: ['dialog.css'] }],
  ['HomePage.js', { imports: ['Card.js', 'Dialog.js'], css: ['HomePage.css'] }],
  ['Card.js', { imports: ['Link.js'], css: ['cards.css'] }],
]);

describe('stylesOf', () => {
  it('lists a chunk’s own CSS before its imports’, each once', () => {
    expect(stylesOf(chunks, 'entry.js')).toEqual(['entry.css', 'dialog.css']);
  });

  it('adds a screen’s CSS after the shell’s, without repeating what the shell has', () => {
    const shell = stylesOf(chunks, 'entry.js');
    expect(stylesOf(chunks, 'HomePage.js', [...shell])).toEqual([
      'entry.css',
      'dialog.css',
      'HomePage.css',
      'cards.css',
    ]);
  });

  it('gives nothing for a chunk the build does not have', () => {
    expect(stylesOf(chunks, 'Gone.js')).toEqual([]);
  });
});
