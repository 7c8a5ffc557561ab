import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../worker/content/sanitize';
import { HOSTILE_HTML, hostileBody, liveHostile } from './hostile-cms';

describe('the hostile CMS of npm run faults', () => {
  it('puts the payloads in every string that holds markup, wherever it sits, and leaves plain text alone', () => {
    const body = JSON.stringify({ data: [{ title: 'Mela' }], meta: { note: { description: '<p>Ads</p>' } } });
    const out = JSON.parse(hostileBody(body));
    expect(out.meta.note.description).toBe(`${HOSTILE_HTML}<p>Ads</p>`);
    expect(out.data[0].title).toBe('Mela');
    expect(hostileBody('<h1>not JSON</h1>')).toBe('<h1>not JSON</h1>');
  });

  it('finds each payload live in a page, and none once the sanitiser has cleaned it', () => {
    expect(liveHostile(`<div>${HOSTILE_HTML}</div>`)).toEqual([
      'meta refresh',
      'base, link or form to evil.example',
      'injected style',
      'event handler',
    ]);
    expect(liveHostile(`<div>${sanitizeHtml(`${HOSTILE_HTML}<p>Ads</p>`)}</div>`)).toEqual([]);
  });
});
