import { describe, expect, it } from 'vitest';
import { onWorkersDev, siteOrigin, siteUrlProblem } from './site-url';

describe('siteUrlProblem: SITE_URL must be the station’s own https origin', () => {
  it('accepts an https origin of a public domain, its workers.dev address included', () => {
    const good = ['https://radio.sher-e-punjab.ca', 'https://radio.sher-e-punjab.ca/', 'https://SherEPunjab.com'];
    for (const value of [...good, 'https://radio-news-edge.station.workers.dev'])
      expect(siteUrlProblem(value), value).toBeNull();
  });

  // Each reason, with the values it refuses.
  const refused: [RegExp, string[]][] = [
    [/empty/, ['']],
    [/not a URL/, ['radio.sher-e-punjab.ca']],
    [
      /local address/,
      ['http://localhost:8787', 'https://localhost', 'https://127.0.0.1', 'https://[::1]', 'https://radio.localhost'],
    ],
    [/not https/, ['http://radio.sher-e-punjab.ca', 'ftp://radio.sher-e-punjab.ca']],
    [/user name or password/, ['https://user:pw@radio.sher-e-punjab.ca']],
    [/port/, ['https://radio.sher-e-punjab.ca:8443']],
    [
      /more than an origin/,
      [
        'https://radio.sher-e-punjab.ca/pa',
        'https://radio.sher-e-punjab.ca/?x=1',
        'https://radio.sher-e-punjab.ca/#top',
        'https://radio.sher-e-punjab.ca?',
      ],
    ],
    [/IP address/, ['https://203.0.113.7', 'https://[2001:db8::1]']],
    [/not a public domain/, ['https://intranet']],
    [
      /example domain/,
      ['https://example.com', 'https://www.example.org', 'https://radio.example.net', 'https://station.example'],
    ],
    [/example domain \(RFC 2606\)/, ['https://station.test', 'https://station.invalid', 'https://station.local']],
  ];
  it.each(refused)('refuses with %s', (problem, values) => {
    for (const value of values) expect(siteUrlProblem(value), value).toMatch(problem);
  });

  it('refuses a missing SITE_URL', () => expect(siteUrlProblem(undefined)).toMatch(/empty/));
});

describe('siteOrigin and onWorkersDev', () => {
  it('keeps the origin alone, lower case, without the trailing slash', () => {
    expect(siteOrigin('https://Radio.Sher-e-Punjab.ca/')).toBe('https://radio.sher-e-punjab.ca');
  });
  it('knows a workers.dev address from a custom domain', () => {
    expect(onWorkersDev('https://radio-news-edge.station.workers.dev')).toBe(true);
    expect(onWorkersDev('https://radio.sher-e-punjab.ca')).toBe(false);
    expect(onWorkersDev('https://workers.dev.sher-e-punjab.ca')).toBe(false);
  });
});
