/**
 * The partners' player's script (issue 28), the whole of the JavaScript /embed/radio loads: a
 * plain <audio> element for the live stream (howler would add ~10 KB gzip for what one element
 * does here: one source, no seeking, no sprites) and the now-playing title, pushed over the
 * stream's WebSocket (GET /api/now-playing/{stream}/socket), else polled every 10 s as the radio
 * bar does. Built on its own (scripts/embed-build.ts): none of the site's bundle. Its words come
 * from the page (data-* on the .player section), written by the worker in the player's language.
 */
import { subscribeNowPlaying } from '../media/radio/now-playing-socket';
import { showFrom, type StreamId, titleFrom } from './feed';

/** As the radio bar's polling (client/media/radio/usePolledApi.ts). */
const POLL_MS = 10_000;
/** The show on air changes on the hour or half hour: asked again every few minutes. */
const AIRING_MS = 5 * 60_000;

type State = 'idle' | 'connecting' | 'playing' | 'error';

/** Reads JSON from this site's contract; a failure is nothing (the next poll tries again). */
async function readJson(path: string): Promise<unknown> {
  try {
    const res = await fetch(path);
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}

/** Calls `read` now and every `ms` while the frame is visible. */
function every(ms: number, read: () => void): void {
  read();
  setInterval(() => {
    if (!document.hidden) read();
  }, ms);
}

/**
 * Now-playing for `stream`: the socket's pushes, through the radio bar's own subscription
 * (client/media/radio/now-playing-socket.ts: reconnects, then gives up); polling once it gives up
 * or where there is no WebSocket.
 */
function follow(stream: StreamId, onTitle: (title: string | null) => void): void {
  const poll = () =>
    every(POLL_MS, () => {
      void readJson(`/api/now-playing/${stream}`).then((answer) => {
        const title = titleFrom(answer, stream);
        if (title !== undefined) onTitle(title);
      });
    });
  try {
    subscribeNowPlaying(stream, { onPush: (push) => onTitle(titleFrom(push, stream) ?? null), onGiveUp: poll });
  } catch {
    poll();
  }
}

function start(root: HTMLElement): void {
  const d = root.dataset;
  const stream: StreamId = d.stream === 'hd2' ? 'hd2' : 'fm';
  const lang = document.documentElement.lang === 'pa' ? 'pa' : 'en';
  const button = root.querySelector('button');
  const title = root.querySelector('.title');
  const showName = root.querySelector('.show-name');
  const status = root.querySelector('.status');
  const audio = root.querySelector('audio');
  if (!button || !title || !showName || !status || !audio) return;
  let state: State = 'idle';

  const show = (next: State) => {
    state = next;
    root.dataset.state = next;
    button.setAttribute('aria-label', (next === 'playing' || next === 'connecting' ? d.pause : d.play) ?? '');
    status.textContent = (next === 'connecting' ? d.connecting : next === 'error' ? d.unavailable : '') ?? '';
  };
  // A live stream paused would resume minutes behind and keep downloading: drop it instead.
  const stop = () => {
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  };
  const fail = () => {
    if (state === 'idle') return;
    stop();
    show('error');
  };
  button.addEventListener('click', () => {
    if (state === 'playing' || state === 'connecting') {
      stop();
      show('idle');
      return;
    }
    show('connecting');
    audio.src = d.src ?? '';
    audio.play().catch(fail);
  });
  audio.addEventListener('playing', () => {
    if (state === 'connecting') show('playing');
  });
  audio.addEventListener('error', fail);

  follow(stream, (text) => {
    const next = text ?? d.fallback ?? '';
    // Only a change: the line is a live region, and a repeat would be read out again.
    if (title.textContent !== next) title.textContent = next;
  });
  every(AIRING_MS, () => {
    void readJson('/api/airing').then((answer) => {
      const name = showFrom(answer, lang, d.offAir ?? '');
      if (name !== undefined && showName.textContent !== name) showName.textContent = name;
    });
  });
}

const player = document.querySelector<HTMLElement>('.player[data-stream]');
if (player) start(player);
