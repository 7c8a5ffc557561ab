import { describe, expect, it } from 'vitest';
import { checkShape } from './import';
import { convertLegacyFont, legacyFontWarnings } from './legacy-font';

const nfc = (s: string) => s.normalize('NFC');

/** A post as an old archive exports it: English fields, Punjabi fields typed in AnmolLipi. */
const archivePost = () => ({
  id: 7,
  kind: 'news',
  slug: 'surrey-fair',
  title: 'Fair in Surrey',
  titlePa: 'srI ivc pMjwbI BweIcwry dw myLw',
  intro: 'The community fair returns.',
  introPa: 'vYnkUvr dy pMjwbI',
  body: [{ type: 'text', value: '<p>The fair.</p>' }],
  bodyPa: [
    {
      type: 'text',
      value:
        '<p class="lead">kYnyfw dI <a href="https://radio.example/pMjwb" title="pMjwb">Kbr</a></p>' +
        '<img src="/media/fair.jpg" alt="myLw"><script>alert("pMjwb")</script>',
    },
    { type: 'image', url: '/media/fair.jpg', captionPa: 'srI' },
  ],
  authorPa: 'hrjIq isMG',
  tags: [],
  locale: ['en', 'pa'],
  images: [{ url: '/media/fair.jpg', captionPa: 'myLw' }],
  postDate: '2026-11-20T17:00:00Z',
});

describe('convertLegacyFont', () => {
  it('converts every Punjabi field to Unicode: text nodes only, links and English untouched', () => {
    const bundle = { posts: [archivePost()] };
    const places = convertLegacyFont(bundle);
    const p = bundle.posts[0]!;
    expect(p.titlePa).toBe(nfc('ਸਰੀ ਵਿਚ ਪੰਜਾਬੀ ਭਾਈਚਾਰੇ ਦਾ ਮੇਲ਼ਾ'));
    expect(p.introPa).toBe('ਵੈਨਕੂਵਰ ਦੇ ਪੰਜਾਬੀ');
    expect(p.authorPa).toBe('ਹਰਜੀਤ ਸਿੰਘ');
    expect(p.bodyPa[0]!.value).toBe(
      '<p class="lead">ਕੈਨੇਡਾ ਦੀ <a href="https://radio.example/pMjwb" title="pMjwb">ਖਬਰ</a></p>' +
        '<img src="/media/fair.jpg" alt="myLw"><script>alert("pMjwb")</script>',
    );
    expect(p.bodyPa[1]).toEqual({ type: 'image', url: '/media/fair.jpg', captionPa: 'ਸਰੀ' });
    expect(p.images[0]).toEqual({ url: '/media/fair.jpg', captionPa: nfc('ਮੇਲ਼ਾ') });
    expect([p.title, p.intro, p.body]).toEqual([archivePost().title, archivePost().intro, archivePost().body]);
    expect(places).toContain('posts[0].titlePa (id 7)');
    expect(places).toHaveLength(6);
  });

  it('is sanitised afterwards like any body: the script goes, the converted text stays', () => {
    const bundle = { posts: [archivePost()] };
    convertLegacyFont(bundle);
    const clean = checkShape(bundle);
    const html = clean.posts![0]!.bodyPa![0]!;
    expect(html.type === 'text' && html.value).toBe(
      '<p>ਕੈਨੇਡਾ ਦੀ <a href="https://radio.example/pMjwb" title="pMjwb" target="_blank" rel="noopener noreferrer">ਖਬਰ</a></p>' +
        '<img src="/media/fair.jpg" alt="myLw" loading="lazy" />',
    );
  });

  it('leaves a field that is already Unicode as it is, Latin words included', () => {
    const bundle = { posts: [{ ...archivePost(), titlePa: 'ਸਰੀ ਵਿੱਚ BC ਦਾ ਮੇਲਾ', introPa: '2026' }] };
    const places = convertLegacyFont(bundle);
    expect(bundle.posts[0]!.titlePa).toBe('ਸਰੀ ਵਿੱਚ BC ਦਾ ਮੇਲਾ');
    expect(bundle.posts[0]!.introPa).toBe('2026');
    expect(places).not.toContain('posts[0].titlePa (id 7)');
  });

  it('survives hostile files: junk shapes, huge and mixed strings', () => {
    for (const junk of [null, 'x', 42, [], { posts: 'pMjwb' }, { posts: [{ titlePa: { a: ['srI'] } }] }]) {
      expect(() => convertLegacyFont(junk)).not.toThrow();
    }
    const huge = { posts: [{ ...archivePost(), bodyPa: [{ type: 'text', value: '<p>pMjwb</p>'.repeat(15_000) }] }] };
    const start = Date.now();
    convertLegacyFont(huge);
    expect(huge.posts[0]!.bodyPa[0]!.value).toBe('<p>ਪੰਜਾਬ</p>'.repeat(15_000));
    expect(Date.now() - start).toBeLessThan(3000);
  });
});

describe('legacyFontWarnings', () => {
  it('names the record, the field and the flag, and changes nothing', () => {
    const bundle = { posts: [archivePost()] };
    const warnings = legacyFontWarnings(bundle);
    expect(warnings[0]).toBe(
      'posts[0].titlePa (id 7): looks typed for an old Punjabi font ("srI ivc pMjwbI BweIcwry dw myLw"); stored as given. ' +
        'If so, import again with --legacy-font anmollipi (or gurbaniakhar) to convert it to Unicode',
    );
    expect(warnings.map((w) => w.split(':')[0])).toEqual([
      'posts[0].titlePa (id 7)',
      'posts[0].introPa (id 7)',
      'posts[0].bodyPa[0].value (id 7)',
      'posts[0].bodyPa[1].captionPa (id 7)',
      'posts[0].authorPa (id 7)',
      'posts[0].images[0].captionPa (id 7)',
    ]);
    expect(bundle).toEqual({ posts: [archivePost()] });
  });

  it('says nothing of Unicode, English or romanised Punjabi fields', () => {
    const bundle = {
      posts: [
        {
          ...archivePost(),
          titlePa: 'ਸਰੀ ਵਿੱਚ ਮੇਲਾ',
          introPa: 'Punjab news',
          authorPa: 'Sat Sri Akal',
          bodyPa: [{ type: 'text', value: '<p>ਕੈਨੇਡਾ ਦੀ ਖ਼ਬਰ, <a href="https://radio.example/pMjwb">pMjwb</a></p>' }],
          images: [{ url: '/media/fair.jpg', captionPa: 'Surrey Vaisakhi 2026' }],
        },
      ],
      tags: [{ id: 1, kind: 'news', slug: 'bc', name: 'BC', namePa: 'BC' }],
    };
    expect(legacyFontWarnings(bundle)).toEqual([]);
  });

  it('prints no control characters from the file', () => {
    const bundle = { posts: [{ slug: 'a\u001b[2J', titlePa: 'pMjwb dI Kbr \u0007\u202e' }] };
    const [w] = legacyFontWarnings(bundle);
    expect(w).toMatch(/^posts\[0\]\.titlePa \(slug a \[2J\): /);
    expect(w).not.toMatch(/[\p{Cc}\u202e]/u);
  });
});
