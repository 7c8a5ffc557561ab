import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { localizedPath } from '../../shared/routing/lang-path';

const html = async (path: string, lang: 'en' | 'pa' = 'en') => (await call(localizedPath(path, lang))).text();

describe('the style guide', () => {
  it('/form shows the site field refused by the server: message beside it, marked, value kept', async () => {
    const page = await html('/form');
    expect(page).toContain('Refused by the server');
    expect(page).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]+-error"[^>]*value="harpreet@example"/);
    expect(page).toContain('Enter a valid email address.');
    expect(page).toContain('This field is required.');
    expect(page).toMatch(/<button type="button" class="button" disabled="">/);
  });

  it('/form speaks Punjabi on a Punjabi page, with the server messages in Punjabi', async () => {
    const page = await html('/form', 'pa');
    expect(page).toContain('ਸਰਵਰ ਵੱਲੋਂ ਨਾਮਨਜ਼ੂਰ');
    expect(page).toContain('value="ਹਰਪ੍ਰੀਤ"');
  });

  it('/component shows the story card in its four sizes, in both scripts, and both store badges', async () => {
    const page = await html('/component');
    for (const size of ['large', 'medium', 'small', 'featured']) expect(page).toContain(`card surface card--${size}`);
    expect(page).toContain('ਸਰੀ ਕੌਂਸਲ ਵੱਲੋਂ');
    expect(page).toContain('Surrey council approves');
    expect(page).toMatch(/<a class="store-badge" href="https:\/\/play.google.com\/"/);
    expect(page).toMatch(/<a class="store-badge" href="\/apps\/coming" aria-haspopup="dialog"/);
  });

  it('/font shows each heading style in both scripts and the design tokens, and marks its menu entry', async () => {
    const page = await html('/font');
    expect(page).toContain('class="guide__h1"');
    expect(page).toContain('--text-h1');
    expect(page).toMatch(/<a href="\/font" aria-current="page">/);
  });

  it('names the part in the page language in the title: no Latin section word on a Punjabi page (issue 24)', async () => {
    for (const [path, name] of [
      ['/form', 'ਫ਼ਾਰਮ ਦੇ ਖ਼ਾਨੇ'],
      ['/font', 'ਅੱਖਰਾਂ ਦੀ ਬਣਤਰ'],
      ['/component', 'ਹਿੱਸੇ'],
    ] as const) {
      const title = /<title>([^<]*)<\/title>/.exec(await html(path, 'pa'))?.[1] ?? '';
      const part = title.split('ਸਟਾਈਲ ਗਾਈਡ: ')[1] ?? '';
      expect(part).toBe(name);
      expect(part).not.toMatch(/[A-Za-z]/);
    }
    expect(await html('/form')).toMatch(/<title>[^<]*Style guide: Form fields<\/title>/);
  });
});
