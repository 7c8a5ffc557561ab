import { describe, expect, it } from 'vitest';
import { type Page, ROUTES } from '../../client/app/routes';
import { cardsOf, PAGE_KINDS, type PageKind, pageJsonLd } from './page-ld';

/** Every route id has a kind, and nothing else does: a new page type is a type error here. */
const kinds: Record<Page['routeId'], PageKind> = PAGE_KINDS;
// The reverse: a key that is no route id (a renamed route) fails too.
const known: Record<keyof typeof PAGE_KINDS, PageKind> = kinds;

const O = 'https://site.example';
const base = { title: 'T', description: 'D', lang: 'en' as const, origin: O, data: {} };

describe('pageJsonLd', () => {
  it('has a kind for every route of the route table and the 404, and for nothing else', () => {
    const ids = [...ROUTES.map((r) => r.id), 'not-found'].sort();
    expect(Object.keys(known).sort()).toEqual(ids);
  });

  it('names each content page for what it is', () => {
    expect(pageJsonLd({ ...base, routeId: 'contact', path: '/contact' })).toMatchObject({ '@type': 'ContactPage' });
    expect(pageJsonLd({ ...base, routeId: 'page', path: '/about' })).toMatchObject({ '@type': 'AboutPage' });
    expect(pageJsonLd({ ...base, routeId: 'pages', path: '/pages/community' })).toMatchObject({
      '@type': 'WebPage',
      name: 'T',
      description: 'D',
      url: `${O}/pages/community`,
      isPartOf: { '@id': `${O}/#website` },
    });
  });

  it('leaves pages whose loader says what they show, and pages kept out of the index, to themselves', () => {
    for (const routeId of ['news-post', 'home', 'search', 'style-guide', 'not-found'] as const)
      expect(pageJsonLd({ ...base, routeId, path: '/x' })).toBeNull();
  });
});

describe('cardsOf', () => {
  it("finds a view-model's cards, in order, each once, deep in sections", () => {
    const data = {
      tabs: [{ href: '/news/canada', title: 'Canada' }],
      sections: [
        { title: 'S', href: '/news/s', cards: [{ href: '/news/post/a', title: 'A', image: '/a.svg' }] },
        {
          cards: [
            { href: '/hosts/view/b', name: ' B ', photo: '/b.jpg' },
            { href: '/news/post/a', title: 'A', image: '' },
          ],
        },
      ],
      external: { href: 'https://youtube.com/x', title: 'V', image: '/v.jpg' },
      protocolRelative: { href: '//evil.example/x', title: 'E', image: '/e.jpg' },
    };
    expect(cardsOf(data)).toEqual([
      { name: 'A', path: '/news/post/a' },
      { name: 'B', path: '/hosts/view/b' },
    ]);
  });
});
