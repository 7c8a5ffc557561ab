import { describe, expect, it } from 'vitest';
import { toShahmukhi } from '../../shared/script/shahmukhi';
import { sanitizeHtml } from '../content/sanitize';
import { shahmukhiHtml } from './shahmukhi-html';

describe('shahmukhiHtml', () => {
  it('transliterates text nodes and leaves tags and attributes as they were', () => {
    const html = sanitizeHtml(
      '<p>ਪੰਜਾਬ &amp; <a href="/pa/news?a=1&amp;b=2" title="ਖ਼ਬਰ">ਖ਼ਬਰ</a></p><img src="/images/ਪ.jpg" alt="ਪੰਜਾਬ" />',
    );
    const out = shahmukhiHtml(html);
    expect(out).toContain(`<p>${toShahmukhi('ਪੰਜਾਬ')} &amp; <a href="/pa/news?a=1&amp;b=2" title="ਖ਼ਬਰ">`);
    expect(out).toContain('alt="ਪੰਜਾਬ"');
    expect(out).toContain('src="/images/ਪ.jpg"');
    expect(out).not.toMatch(/>[^<]*[\u0A00-\u0A7F][^<]*</);
  });

  it('changes nothing but Gurmukhi text in the sanitiser’s output, hostile input included', () => {
    const hostile = [
      '<p>Latin only, 91.5 FM &lt;b&gt; &quot;q&quot;</p>',
      '<p>ਪੰਜਾਬ<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">ਕਲਿੱਕ</a>',
      '<img src=x onerror=alert(1)>ਹੈ',
      '<p title="&quot;><script>alert(1)</script>">ਹੈ</p>',
      '<blockquote><p>ਹੈ</p></blockquote><ul><li>ਇੱਕ</li></ul><table><tr><td>ਦੋ</td></tr></table>',
    ].map(sanitizeHtml);
    for (const html of hostile) {
      const out = shahmukhiHtml(html);
      const tags = (s: string) => s.match(/<[^>]*>/g) ?? [];
      expect(tags(out)).toEqual(tags(html));
      expect(out).not.toMatch(/<script|javascript:|onerror/i);
    }
  });
});
