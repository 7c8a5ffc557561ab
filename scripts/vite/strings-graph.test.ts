import { describe, expect, it } from 'vitest';
import {
  firstNamespaces,
  graphNamespaces,
  graphOf,
  importsOf,
  islandsOf,
  laterNamespaces,
  namespacesOf,
} from './strings-graph';

/** Source text with a template placeholder: `#{x}` stands for one (a plain string may not hold one). */
const source = (text: string) => text.replaceAll('#{', '$' + '{');
const KNOWN = new Set(['nav', 'news', 'home', 'search', 'notify']);
const files: Record<string, string> = {
  'client/entry.tsx': "import './styles/a.css';\nimport { A } from './app/a';\nimport type { T } from './app/types';",
  'client/app/a.tsx':
    "export { b } from './b';\nconst S = () => import('./lazy');\nconst P = island(() => import('./popup').then((m) => m.Popup));\nexport const A = t(lang, 'nav.home');",
  'client/app/popup.tsx': "import { b } from './b';\nexport const Popup = () => t(lang, 'notify.title');",
  'client/app/b.ts': source("export const b = { x: 'news.title', y: `search.#{kind}` };"),
  'client/app/lazy.tsx': "import x from '../../shared/i18n/en.ts?part=first';\nconst k = 'home.hero';",
  'client/app/types.ts': "export type T = 'news.never';",
  'client/app/screen-table.ts':
    "const home = screen('client/pages/home/HomePage.tsx', () => import('../pages/home/HomePage'));",
  'client/pages/home/HomePage.tsx': "import { t } from '../../../shared/i18n/translate';\nconst x = 'news.more';",
  'shared/i18n/translate.ts': "import { table } from './tables';",
  'shared/i18n/tables.ts': "export const k = 'home.server';",
  'client/app/strings.ts': "export const s = 'nav.menu';",
  'client/app/prepare-page.ts': "const l = () => import('../../shared/loaders/home');",
  'shared/loaders/home.ts': "const k = 'home.title';",
};
const read = (path: string) => files[path];

describe('the namespaces a page shows before it hydrates', () => {
  it('follows static and dynamic imports, and neither types nor the modules the build makes', () => {
    expect(importsOf('client/entry.tsx', files['client/entry.tsx'] as string, read)).toEqual(['client/app/a.tsx']);
    expect(importsOf('client/app/a.tsx', files['client/app/a.tsx'] as string, read)).toEqual([
      'client/app/b.ts',
      'client/app/lazy.tsx',
      'client/app/popup.tsx',
    ]);
    expect(importsOf('client/app/lazy.tsx', files['client/app/lazy.tsx'] as string, read)).toEqual([]);
  });

  it('reads the browser strings module in place of the tables, as the build does', () => {
    expect(graphOf(['client/pages/home/HomePage.tsx'], new Set(), read)).toEqual([
      'client/pages/home/HomePage.tsx',
      'shared/i18n/translate.ts',
      'client/app/strings.ts',
    ]);
  });

  it('finds whole keys, keys with a literal namespace, and none of unknown namespaces', () => {
    expect(
      namespacesOf('x.ts', source("t(lang, 'nav.home'); `search.#{k}`; 'example.com'; \"news.a\""), KNOWN),
    ).toEqual(['nav', 'search', 'news']);
  });

  it('fails on a key whose namespace it cannot tell, rather than guess', () => {
    expect(() => namespacesOf('x.ts', source('t(lang, `#{section}.description`)'), KNOWN)).toThrow(
      /computed namespace/,
    );
    expect(() => namespacesOf('x.ts', "t(lang, section + '.description')", KNOWN)).toThrow(/computed namespace/);
  });

  it('stops at the screens and the router, each of which loads its own strings', () => {
    const stops = new Set(['client/pages/home/HomePage.tsx', 'client/app/prepare-page.ts']);
    expect([...graphNamespaces(['client/entry.tsx'], stops, KNOWN, read)].sort()).toEqual([
      'home',
      'nav',
      'news',
      'notify',
      'search',
    ]);
    const chunks = firstNamespaces(read, KNOWN);
    expect([...chunks.keys()]).toEqual(['HomePage', 'prepare-page']);
    expect([...(chunks.get('prepare-page') ?? [])].sort()).toEqual(['home', 'nav', 'news', 'search']);
  });

  it('refuses a screen table it cannot read', () => {
    expect(() => firstNamespaces(() => undefined, KNOWN)).toThrow(/no screens/);
  });
  it('leaves an island’s own namespaces to the later strings, which it awaits before it renders', () => {
    const a = files['client/app/a.tsx'] as string;
    expect(islandsOf('client/app/a.tsx', a, read)).toEqual(['client/app/popup.tsx']);
    expect(importsOf('client/app/a.tsx', a, read)).toContain('client/app/popup.tsx');
    expect(importsOf('client/app/a.tsx', a, read, false)).not.toContain('client/app/popup.tsx');
    expect(firstNamespaces(read, KNOWN).get('HomePage')?.has('notify')).toBe(false);
    // 'news' the popup shows through b.ts, which the shell loads itself: every first chunk has it.
    expect([...laterNamespaces(read, KNOWN)]).toEqual(['notify']);
  });
});
