/** What one simulated day counts (run.ts), besides the models' own counters (KV, the Cache API, the purge). */

export interface DayCounts {
  pageViews: number;
  requests: number;
  renders: number;
  served: number;
  servedStale: number;
  cpuMs: number;
  maxCpuMsPerRequest: number;
  d1Queries: number;
  d1RowsRead: number;
  apiSourceCalls: number;
  errors: number;
}

export const zero = (): DayCounts => ({
  pageViews: 0,
  requests: 0,
  renders: 0,
  served: 0,
  servedStale: 0,
  cpuMs: 0,
  maxCpuMsPerRequest: 0,
  d1Queries: 0,
  d1RowsRead: 0,
  apiSourceCalls: 0,
  errors: 0,
});
