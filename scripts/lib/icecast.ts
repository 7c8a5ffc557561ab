/**
 * A real streaming server for the end-to-end suite: Debian's icecast2 on a loopback port with
 * its own config file (run as a child process, not the system daemon), fed by ffmpeg with a
 * generated tone, one MP3 mount and one AAC mount, as a station's encoder would. Sources can be
 * stopped and restarted (a drop-out) and given a track title through Icecast's admin API.
 * `ensureStreamingServer` installs the two packages with apt-get when they are missing and we are
 * root, like ./chromium.ts does for Chromium.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './local';

const ICECAST = '/usr/bin/icecast2';
const FFMPEG = '/usr/bin/ffmpeg';
const SOURCE_PASSWORD = 'e2e-source';
const ADMIN_PASSWORD = 'e2e-admin';

/** The two mounts: what each is encoded as, like a station's 91.5 FM and 91.5 HD2. */
const MOUNTS = {
  '/fm.mp3': { codec: ['-c:a', 'libmp3lame'], format: 'mp3', type: 'audio/mpeg', tone: 440 },
  '/hd2.aac': { codec: ['-c:a', 'aac'], format: 'adts', type: 'audio/aac', tone: 330 },
} as const;
type Mount = keyof typeof MOUNTS;

/**
 * Null when icecast2 and ffmpeg are here (installed now if missing and we are root), else why
 * not: the end-to-end spec then skips with that reason, never silently.
 */
export function ensureStreamingServer(): string | null {
  if (existsSync(ICECAST) && existsSync(FFMPEG)) return null;
  if (process.getuid?.() !== 0)
    return `icecast2 or ffmpeg is missing and installing them needs root: sudo apt-get install icecast2 ffmpeg`;
  console.log('installing Debian icecast2 and ffmpeg for the live stream end-to-end spec...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    run('apt-get', ['update', '-qq'], env);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'icecast2', 'ffmpeg'], env);
  } catch (error) {
    return `apt-get could not install icecast2 and ffmpeg (${String(error)})`;
  }
  if (!existsSync(ICECAST) || !existsSync(FFMPEG)) return 'apt-get ran, but icecast2 or ffmpeg is still missing';
  return null;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function config(port: number, dir: string): string {
  // Root may not run Icecast: it drops to Debian's icecast2 user, which must be able to write the logs.
  const owner =
    process.getuid?.() === 0 ? '<changeowner><user>icecast2</user><group>icecast</group></changeowner>' : '';
  // UTF-8 mounts: titles go into the stream as UTF-8 (the default, Latin-1, would turn Gurmukhi into &#…; references).
  const mounts = Object.keys(MOUNTS)
    .map((m) => `<mount type="normal"><mount-name>${m}</mount-name><charset>UTF-8</charset></mount>`)
    .join('');
  return `<icecast>
  <location>e2e</location><admin>e2e@localhost</admin>
  <limits><clients>20</clients><sources>4</sources><source-timeout>5</source-timeout><burst-on-connect>1</burst-on-connect></limits>
  <authentication><source-password>${SOURCE_PASSWORD}</source-password><admin-user>admin</admin-user><admin-password>${ADMIN_PASSWORD}</admin-password></authentication>
  <hostname>127.0.0.1</hostname>
  <listen-socket><port>${port}</port><bind-address>127.0.0.1</bind-address></listen-socket>
  ${mounts}
  <fileserve>1</fileserve>
  <paths><basedir>/usr/share/icecast2</basedir><logdir>${dir}</logdir><webroot>/usr/share/icecast2/web</webroot><adminroot>/usr/share/icecast2/admin</adminroot></paths>
  <logging><accesslog>access.log</accesslog><errorlog>error.log</errorlog><loglevel>2</loglevel></logging>
  <security><chroot>0</chroot>${owner}</security>
</icecast>`;
}

export interface Icecast {
  /** http://127.0.0.1:port */
  base: string;
  /** Starts feeding `mount` and resolves once Icecast lists it (the mount is back). */
  startSource(mount: Mount): Promise<void>;
  /** Kills the mount's encoder, as a crash or a lost uplink would, and waits until Icecast drops the mount. */
  stopSource(mount: Mount): Promise<void>;
  /** Sets the mount's track title through the admin API, as an encoder's metadata update does. */
  setTitle(mount: Mount, title: string): Promise<void>;
  stop(): void;
}

const kill = (child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGKILL') => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
};

/** Starts Icecast on a free loopback port with both mounts fed; `stop()` ends every child. */
export async function startIcecast(): Promise<Icecast> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'e2e-icecast-'));
  chmodSync(dir, 0o777);
  const file = join(dir, 'icecast.xml');
  writeFileSync(file, config(port, dir));
  chmodSync(file, 0o644);
  const server = spawn(ICECAST, ['-c', file], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const sources = new Map<Mount, ChildProcess>();

  const listed = async (): Promise<string[]> => {
    try {
      const res = await fetch(`${base}/status-json.xsl`);
      const json = (await res.json()) as { icestats?: { source?: { listenurl?: string } | { listenurl?: string }[] } };
      const s = json.icestats?.source;
      return (Array.isArray(s) ? s : s ? [s] : []).map((x) => new URL(x.listenurl ?? '', base).pathname);
    } catch {
      return [];
    }
  };
  const until = async (what: string, ok: () => Promise<boolean>, ms = 15_000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await ok()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`icecast: ${what} within ${ms / 1000} s (logs in ${dir})`);
  };

  const icecast: Icecast = {
    base,
    async startSource(mount) {
      kill(sources.get(mount));
      const { codec, format, type, tone } = MOUNTS[mount];
      const args = [
        ...['-hide_banner', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', `sine=frequency=${tone}:sample_rate=44100`],
        ...['-ac', '1', ...codec, '-b:a', '64k', '-content_type', type, '-f', format],
        `icecast://source:${SOURCE_PASSWORD}@127.0.0.1:${port}${mount}`,
      ];
      sources.set(mount, spawn(FFMPEG, args, { stdio: 'ignore' }));
      await until(`${mount} did not come up`, async () => (await listed()).includes(mount));
    },
    async stopSource(mount) {
      kill(sources.get(mount));
      sources.delete(mount);
      await until(`${mount} did not go away`, async () => !(await listed()).includes(mount));
    },
    async setTitle(mount, title) {
      const url = new URL('/admin/metadata', base);
      url.search = new URLSearchParams({ mount, mode: 'updinfo', charset: 'UTF-8', song: title }).toString();
      const res = await fetch(url, { headers: { authorization: `Basic ${btoa(`admin:${ADMIN_PASSWORD}`)}` } });
      if (!res.ok) throw new Error(`icecast: metadata update answered ${res.status}`);
    },
    stop() {
      for (const child of sources.values()) kill(child);
      kill(server, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await until('did not answer', async () => (await fetch(`${base}/status-json.xsl`).catch(() => null))?.ok === true);
    for (const mount of Object.keys(MOUNTS) as Mount[]) await icecast.startSource(mount);
  } catch (error) {
    icecast.stop();
    throw error;
  }
  return icecast;
}
