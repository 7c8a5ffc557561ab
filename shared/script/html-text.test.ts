import { describe, expect, it } from 'vitest';
import { mapHtmlText } from './html-text';
import { fromLegacyFont } from './legacy-font';

const upper = (s: string) => s.toUpperCase();
const nfc = (s: string) => s.normalize('NFC');

describe('mapHtmlText', () => {
  it('rewrites text nodes and keeps tags, attributes and their URLs byte for byte', () => {
    const body =
      '<p class="lead" data-x=\'a>b\'>vYnkUvr ivc <a href="https://radio.example/pMjwb?q=srI&amp;p=2" title="pMjwb">ryfIE</a></p>' +
      '<img src="/media/kYnyfw.jpg" alt="kYnyfw"><br/>';
    expect(mapHtmlText(body, fromLegacyFont)).toBe(
      '<p class="lead" data-x=\'a>b\'>ਵੈਨਕੂਵਰ ਵਿਚ <a href="https://radio.example/pMjwb?q=srI&amp;p=2" title="pMjwb">ਰੇਡੀਓ</a></p>' +
        '<img src="/media/kYnyfw.jpg" alt="kYnyfw"><br/>',
    );
  });

  it('keeps comments and the insides of script and style as they are', () => {
    const body = '<!-- pMjwb --><style>p{color:red}</style>srI<script>var pMjwb=1</script><SCRIPT>x</SCRIPT>';
    expect(mapHtmlText(body, fromLegacyFont)).toBe(
      '<!-- pMjwb --><style>p{color:red}</style>ਸਰੀ<script>var pMjwb=1</script><SCRIPT>x</SCRIPT>',
    );
  });

  it('decodes the entities a font typed, and escapes what it writes back', () => {
    // & is ਫ਼ in the font; a < that starts no tag is text (the font's <> is ੴ).
    expect(mapHtmlText('i&amp;lm', fromLegacyFont)).toBe(nfc('ਫ਼ਿਲਮ'));
    expect(mapHtmlText('<> siq nwm', fromLegacyFont)).toBe('ੴ ਸਤਿ ਨਾਮ');
    expect(mapHtmlText('a &lt; b &#38; c', upper)).toBe('A &lt; B &amp; C');
    expect(mapHtmlText('a&constructor;b&#x110000;', upper)).toBe('A&constructor;B&#x110000;');
    expect(mapHtmlText('pMjwb&nbsp;dI&mdash;Kbr', fromLegacyFont)).toBe('ਪੰਜਾਬ&nbsp;ਦੀ&mdash;ਖਬਰ');
  });

  it('passes an unclosed tag or comment through untouched', () => {
    expect(mapHtmlText('srI <a href="x', fromLegacyFont)).toBe('ਸਰੀ <a href="x');
    expect(mapHtmlText('srI <!-- open', fromLegacyFont)).toBe('ਸਰੀ <!-- open');
  });

  it('cannot be made to write markup', () => {
    // Whatever the rewrite returns is text: its < > & come back escaped.
    expect(mapHtmlText('<b>x</b>', () => '<img src=x onerror=alert(1)>')).toBe(
      '<b>&lt;img src=x onerror=alert(1)&gt;</b>',
    );
  });

  it('stays linear on hostile input', () => {
    const start = Date.now();
    mapHtmlText('<a'.repeat(50_000), upper);
    mapHtmlText('<<'.repeat(50_000), upper);
    mapHtmlText('<script>'.repeat(20_000), upper);
    mapHtmlText('&amp;'.repeat(50_000), upper);
    expect(Date.now() - start).toBeLessThan(2000);
  });
});
