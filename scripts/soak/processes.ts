/**
 * wrangler dev's processes, named by what they do, and their resident memory (Linux /proc).
 * wrangler 4 runs two workerd: one hosts the worker with miniflare's local KV, D1, cache and
 * assets services (the one started with `--inspector-addr`); the other wrangler's own proxy
 * workers in front of it (the dev server's port and the inspector proxy's).
 */
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { listeningSockets, parseStatus, type Rss } from './proc';

export type ProcessRole = 'workerd (worker + local storage)' | 'workerd (wrangler proxy)' | 'wrangler (node)';

const roleOf = (cmdline: string[]): ProcessRole | null => {
  if (cmdline[0]?.endsWith('/workerd'))
    return cmdline.some((a) => a.startsWith('--inspector-addr'))
      ? 'workerd (worker + local storage)'
      : 'workerd (wrangler proxy)';
  if (cmdline.some((a) => a.endsWith('wrangler-dist/cli.js'))) return 'wrangler (node)';
  return null;
};

const cmdlineOf = (pid: number): string[] => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
};

/** The pid of each role among `pids`. */
export function roles(pids: number[]): Map<ProcessRole, number> {
  const found = new Map<ProcessRole, number>();
  for (const pid of pids) {
    const role = roleOf(cmdlineOf(pid));
    if (role) found.set(role, pid);
  }
  return found;
}

/** The resident memory of `pid` now (zeros once it has ended). */
export function rssOf(pid: number): Rss {
  try {
    return parseStatus(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return { rssKb: 0, anonKb: 0, fileKb: 0 };
  }
}

/** The loopback TCP ports `pid` listens on. */
export function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m?.[1]) inodes.add(m[1]);
    } catch {
      /* closed meanwhile */
    }
  }
  return listeningSockets(readFileSync(`/proc/${pid}/net/tcp`, 'utf8'))
    .filter((s) => inodes.has(s.inode))
    .map((s) => s.port);
}

/** Bytes of every file under `dir` (the local KV, D1 and cache storage on disk). */
export function treeBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    try {
      bytes += statSync(`${entry.parentPath}/${entry.name}`).size;
    } catch {
      /* removed meanwhile */
    }
  }
  return bytes;
}
