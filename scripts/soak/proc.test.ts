import { describe, expect, it } from 'vitest';
import { listeningSockets, parseStatus } from './proc';

describe('parseStatus', () => {
  it('reads the resident set and its parts in kB', () => {
    const status =
      'Name:\tworkerd\nVmPeak:\t  999 kB\nVmRSS:\t  112844 kB\nRssAnon:\t   64836 kB\nRssFile:\t   48008 kB\n';
    expect(parseStatus(status)).toEqual({ rssKb: 112844, anonKb: 64836, fileKb: 48008 });
    expect(parseStatus('Name:\tgone\n')).toEqual({ rssKb: 0, anonKb: 0, fileKb: 0 });
  });
});

describe('listeningSockets', () => {
  it('keeps the sockets in LISTEN state (0A) with their port and inode', () => {
    const tcp = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:B1CD 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 5512 1 0000 100 0 0 10 0',
      '   1: 0100007F:230B 0100007F:D2A4 01 00000000:00000000 00:00000000 00000000     0        0 5520 1 0000 20 4 30 10 -1',
    ].join('\n');
    expect(listeningSockets(tcp)).toEqual([{ port: 0xb1cd, inode: '5512' }]);
  });
});
