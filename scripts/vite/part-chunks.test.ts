import { describe, expect, it } from 'vitest';
import { assertNoChunkCycle, type GraphModule, groupName, partChunks, staticClosure } from './part-chunks';

/** A module graph from `id: [static imports, dynamic imports]`. */
function graph(modules: Record<string, [string[], string[]?]>): Map<string, GraphModule> {
  return new Map(
    Object.entries(modules).map(([id, [importedIds, dynamicallyImportedIds = []]]) => [
      id,
      { importedIds, dynamicallyImportedIds },
    ]),
  );
}

const C = '/p/client';
const SITE = graph({
  [`${C}/entry.tsx`]: [[`${C}/app/shell-islands.ts`, `${C}/app/island.tsx`], [`${C}/app/screen-table.ts`]],
  [`${C}/app/shell-islands.ts`]: [[`${C}/app/island.tsx`], [`${C}/header/Header.tsx`, `${C}/footer/Footer.tsx`]],
  [`${C}/app/island.tsx`]: [[]],
  [`${C}/app/screen-table.ts`]: [[], [`${C}/pages/article/ArticlePage.tsx`, `${C}/pages/featured/FeaturedPage.tsx`]],
  // The shell's parts: the header opens a dialog on demand; the footer starts a part of its own.
  [`${C}/header/Header.tsx`]: [
    [`${C}/header/Drawer.tsx`, '/n/valtio.js', `${C}/stores/menu.ts`],
    [`${C}/header/Menu.tsx`],
  ],
  [`${C}/header/Drawer.tsx`]: [[`${C}/header/focus-wrap.ts`]],
  [`${C}/header/focus-wrap.ts`]: [[]],
  [`${C}/header/Menu.tsx`]: [[`${C}/stores/menu.ts`]],
  [`${C}/stores/menu.ts`]: [[]],
  [`${C}/footer/Footer.tsx`]: [[`${C}/footer/badge-island.ts`, `${C}/format/text.ts`]],
  [`${C}/footer/badge-island.ts`]: [[`${C}/app/island.tsx`], [`${C}/footer/Badge.tsx`]],
  [`${C}/footer/Badge.tsx`]: [[]],
  // Two screens that start the same story parts, and the article's own side column.
  [`${C}/pages/article/ArticlePage.tsx`]: [
    [`${C}/format/text.ts`, '/n/valtio.js', `${C}/pages/article/story-island.ts`, `${C}/pages/article/side-island.ts`],
    [`${C}/audio/engine.ts`],
  ],
  [`${C}/pages/featured/FeaturedPage.tsx`]: [[`${C}/pages/article/story-island.ts`]],
  [`${C}/pages/article/story-island.ts`]: [
    [`${C}/app/island.tsx`],
    [`${C}/pages/article/Body.tsx`, `${C}/pages/article/Media.tsx`],
  ],
  [`${C}/pages/article/Body.tsx`]: [[`${C}/pages/article/body-rules.ts`]],
  [`${C}/pages/article/body-rules.ts`]: [[]],
  [`${C}/pages/article/Media.tsx`]: [[`${C}/media/Card.tsx`]],
  [`${C}/pages/article/side-island.ts`]: [[`${C}/app/island.tsx`], [`${C}/pages/article/Side.tsx`]],
  [`${C}/pages/article/Side.tsx`]: [[`${C}/media/Card.tsx`]],
  [`${C}/media/Card.tsx`]: [[]],
  [`${C}/audio/engine.ts`]: [[`${C}/header/focus-wrap.ts`]],
  [`${C}/format/text.ts`]: [[]],
  '/n/valtio.js': [[]],
});

describe('each set of parts in one chunk', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(SITE, [`${C}/app/shell-islands.ts`])].sort()).toEqual([
      `${C}/app/island.tsx`,
      `${C}/app/shell-islands.ts`,
    ]);
  });

  it('names a chunk after its island module', () => {
    expect(groupName('/x/client/app/shell-islands.ts')).toBe('shell-parts');
    expect(groupName('/x/client/pages/article/story-island.ts')).toBe('article-story-parts');
    expect(groupName('/x/client/media/media-islands.ts')).toBe('media-parts');
    expect(groupName('/x/client/pages/show/parts-island.ts')).toBe('show-parts');
  });

  it("takes each island module's parts and what only they need; nothing a first download or an on-demand load needs", () => {
    const chunks = Object.fromEntries(
      [...partChunks(SITE, `${C}/entry.tsx`)].map(([id, name]) => [id.slice(C.length), name]),
    );
    expect(chunks).toEqual({
      // valtio and text.ts come with the article's screen, focus-wrap with a player's engine loaded on
      // demand, island.tsx with the entry: in a part chunk, that chunk would come with them. The
      // menu's store is shared with a dialog only the header opens: it may go with the header.
      '/header/Header.tsx': 'shell-parts',
      '/header/Drawer.tsx': 'shell-parts',
      '/stores/menu.ts': 'shell-parts',
      '/footer/Footer.tsx': 'shell-parts',
      '/footer/badge-island.ts': 'shell-parts',
      // The story's parts, on two screens: one chunk. The card both the story and the side column
      // show stays where the bundler puts it; the side column alone is one module, left as it is.
      '/pages/article/Body.tsx': 'article-story-parts',
      '/pages/article/body-rules.ts': 'article-story-parts',
      '/pages/article/Media.tsx': 'article-story-parts',
    });
  });

  it('is imported from outside the part chunks only by what a part loads on demand', () => {
    const chunks = partChunks(SITE, `${C}/entry.tsx`);
    const outside = [...SITE].filter(([id, m]) => !chunks.has(id) && m.importedIds.some((dep) => chunks.has(dep)));
    // The header's menu dialog, loaded when the header opens it: its part's chunk is in by then.
    expect(outside.map(([id]) => id.slice(C.length))).toEqual(['/header/Menu.tsx']);
  });

  it('fails a build whose chunks import each other', () => {
    expect(() =>
      assertNoChunkCycle(
        new Map([
          ['a.js', ['b.js']],
          ['b.js', ['c.js']],
          ['c.js', []],
        ]),
      ),
    ).not.toThrow();
    expect(() =>
      assertNoChunkCycle(
        new Map([
          ['a.js', ['b.js']],
          ['b.js', ['c.js']],
          ['c.js', ['b.js']],
        ]),
      ),
    ).toThrow(/b\.js → c\.js → b\.js/);
  });
});
