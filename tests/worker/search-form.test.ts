/**
 * The search forms submitted before the page hydrates, or without JavaScript: a GET to /search
 * with the term as `q` lands on the search page's own address, /search/{text}, in the language of
 * the address it was sent to, and that page lists the results.
 */
import { describe, expect, it } from 'vitest';
import { call } from './helpers';

const redirectOf = async (path: string) => {
  const res = await call(path, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
};

describe('GET /search?q=', () => {
  it('sends an English term to its search page', async () => {
    expect(await redirectOf('/search?q=kisan')).toEqual({ status: 302, location: '/search/kisan' });
  });

  it('keeps the Punjabi address and encodes Gurmukhi, spaces and slashes as one segment', async () => {
    const res = await redirectOf(`/pa/search?q=${encodeURIComponent('  ਕਿਸਾਨ a/b ')}`);
    expect(res).toEqual({ status: 302, location: `/pa/search/${encodeURIComponent('ਕਿਸਾਨ a/b')}` });
  });

  it('sends a blank term to the empty search page', async () => {
    expect(await redirectOf('/search?q=%20%20')).toEqual({ status: 302, location: '/search' });
  });

  it('cuts a term longer than the field allows (27 characters)', async () => {
    const res = await redirectOf(`/search?q=${'a'.repeat(500)}`);
    expect(res.location).toBe(`/search/${'a'.repeat(27)}`);
  });

  it('cuts a term of emoji by characters, never inside one (issue 23: 30 emoji were a 500)', async () => {
    const res = await redirectOf(`/search?q=${encodeURIComponent('😀'.repeat(30))}`);
    expect(res).toEqual({ status: 302, location: `/search/${encodeURIComponent('😀'.repeat(27))}` });
    const odd = await redirectOf(`/pa/search?q=${encodeURIComponent(`ਪਪ${'🎙'.repeat(30)}`)}`);
    expect(odd).toEqual({ status: 302, location: `/pa/search/${encodeURIComponent(`ਪਪ${'🎙'.repeat(25)}`)}` });
  });

  it('lands on a page that lists what the term finds', async () => {
    const { location } = await redirectOf('/search?q=kisan');
    const res = await call(location ?? '');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/\d+ result\(s\) found\./);
  });
});
