import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk-report';

const REPORT = `Running 10s test @ http://127.0.0.1:8812/
  2 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    40.12ms   12.30ms 201.55ms   80.00%
    Req/Sec   124.50     20.11   180.00     70.00%
  Latency Distribution
     50%   38.20ms
     75%   45.00ms
     90%   55.10ms
     99%    1.02s
  2490 requests in 10.01s, 150.12MB read
  Socket errors: connect 0, read 1, write 0, timeout 2
  Non-2xx or 3xx responses: 4
Requests/sec:    248.75
Transfer/sec:     15.00MB
`;

describe('the wrk report', () => {
  it('gives the rate, the percentiles in milliseconds and the failures', () => {
    expect(parseWrk(REPORT)).toEqual({ rps: 248.75, p50Ms: 38.2, p99Ms: 1020, requests: 2490, failures: 7 });
  });

  it('reads microseconds, and a clean run has no failures', () => {
    const clean = REPORT.replace('38.20ms', '812.00us')
      .replace(/ {2}Socket errors.*\n/, '')
      .replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ p50Ms: 0.812, failures: 0 });
  });

  it('refuses a report without percentiles', () => {
    expect(() => parseWrk(REPORT.replace(/ {2}Latency Distribution[\s\S]*?99%.*\n/, ''))).toThrow(/--latency/);
  });
});
