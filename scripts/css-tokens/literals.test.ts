import { describe, expect, it } from 'vitest';
import { declarations, findLiterals, undefinedProperties } from './literals';

const rules = (css: string) => findLiterals('a.css', css).map((f) => `${f.line} ${f.rule} ${f.literal}`);

describe('design-token guard', () => {
  it('reads declarations with their line and selector, a multi-line value from its first line', () => {
    const css = `.a {\n  color: red;\n}\n@media (min-width: 600px) {\n  .b:hover {\n    box-shadow:\n      0 1px 0 #000,\n      0 2px 4px #111;\n  }\n}\n`;
    expect(declarations(css)).toEqual([
      { line: 2, selector: '.a', property: 'color', value: 'red' },
      { line: 6, selector: '.b:hover', property: 'box-shadow', value: '0 1px 0 #000, 0 2px 4px #111' },
    ]);
  });

  it('flags colour literals in any form, in custom properties too', () => {
    const css = `.a {\n  color: #FFF;\n  background: linear-gradient(var(--dark), rgb(8 27 112 / 55%));\n  border-color: white;\n  --local-text: hsl(0 0% 100% / 80%);\n}`;
    expect(rules(css)).toEqual([
      '2 colour #FFF',
      '3 colour rgb(8 27 112 / 55%)',
      '4 colour white',
      '5 colour hsl(0 0% 100% / 80%)',
    ]);
  });

  it('does not mistake words, comments, strings or url fragments for colours', () => {
    const css = `.a {\n  /* color: #fff */\n  animation: gold 1s;\n  content: '#000 red';\n  mask: url(#fade);\n  color: var(--on-dark);\n  background: transparent;\n  fill: currentColor;\n}`;
    expect(rules(css)).toEqual([]);
  });

  it('flags font sizes that are not a token, and page-wide z-index values', () => {
    const css = `.a {\n  font-size: 0.82rem;\n  font-size: 0.85em;\n  font-size: var(--text-sm);\n  font-size: inherit;\n  z-index: 1000;\n  z-index: var(--z-modal);\n  z-index: -1;\n  z-index: 2;\n}`;
    expect(rules(css)).toEqual(['2 font-size 0.82rem', '3 font-size 0.85em', '6 z-index 1000']);
  });

  it('skips the token file, a pending stylesheet, or only the pending rules of one', () => {
    const css = `.share-dialog {\n  color: #0a7a3d;\n}\n.share-button {\n  color: #fff;\n}`;
    expect(findLiterals('tokens.css', css, [{ path: 'tokens.css', reason: 'token file' }])).toEqual([]);
    const partly = findLiterals('a.css', css, [{ path: 'a.css', selector: /share-dialog/, reason: 'rework' }]);
    expect(partly.map((f) => `${f.selector} ${f.literal}`)).toEqual(['.share-button #fff']);
  });

  it('reports a var() that no stylesheet defines, unless it has a fallback', () => {
    const sheets = [
      {
        path: 'tokens.css',
        css: ':root {\n  --text-sm: 0.875rem;\n}\n@property --fade { syntax: "<length>"; inherits: false; initial-value: 0px; }',
      },
      {
        path: 'a.css',
        css: '.a {\n  font-size: var(--text-sm);\n  width: var(--fade);\n  padding-bottom: var(--players-height, 72px);\n  color: var(--txt-muted);\n}',
      },
    ];
    expect(undefinedProperties(sheets)).toEqual(['a.css:5 var(--txt-muted) is defined nowhere']);
  });
});
