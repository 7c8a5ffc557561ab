import { describe, expect, it } from 'vitest';
import type { FuzzRequest } from './requests';
import { Tally } from './report';

const req: FuzzRequest = {
  method: 'GET',
  path: '/news',
  headers: {},
  target: '/news',
  probe: { marker: 'm1', payloads: [] },
};
const page = {
  status: 200,
  contentType: 'text/html',
  location: null,
  body: '<link rel="canonical" href="https://evil.example/">',
};

describe('Tally.clean', () => {
  it('fails the run on a canonical link naming another origin', () => {
    const tally = new Tally();
    tally.add(req, page, ['off-site-canonical'], 5);
    expect(tally.clean).toBe(false);
  });

  it('reports, without failing, what only local wrangler dev answers: a refused Host and a dropped connection', () => {
    const tally = new Tally();
    tally.add(req, { ...page, status: 500 }, ['host-refused'], 5);
    tally.add(req, { error: 'socket hang up' }, [], 5);
    expect(tally.clean).toBe(true);
    expect([tally.findings['host-refused'].count, tally.findings['no-answer'].count]).toEqual([1, 1]);
  });
});
