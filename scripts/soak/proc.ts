/**
 * Pure readers of Linux /proc text for the soak: a process's resident memory (status) and the
 * TCP ports a process listens on (net/tcp), which is how the soak finds workerd's own inspector.
 */

/** Resident memory of one process in kB: all of it, and its anonymous and file-backed parts. */
export interface Rss {
  rssKb: number;
  anonKb: number;
  fileKb: number;
}

/** Reads VmRSS, RssAnon and RssFile from the text of /proc/<pid>/status (0 when absent). */
export function parseStatus(status: string): Rss {
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssKb: kb('VmRSS'), anonKb: kb('RssAnon'), fileKb: kb('RssFile') };
}

/** The listening sockets in the text of /proc/<pid>/net/tcp: local port and socket inode. */
export function listeningSockets(netTcp: string): { port: number; inode: string }[] {
  return netTcp
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[3] === '0A' && f[1] !== undefined && f[9] !== undefined)
    .map((f) => ({ port: Number.parseInt(f[1]?.split(':')[1] ?? '', 16), inode: f[9] ?? '' }));
}
