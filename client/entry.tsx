/**
 * The browser entry: read the state the server rendered from and hydrate the same App.
 * Module scripts run after the document is parsed, so the state element is there.
 */
// Tokens first (the custom properties every stylesheet reads), in their own file so the token
// guard (scripts/css-tokens) allows literal values there and nowhere else; then the base styles,
// then the shared patterns (styles/patterns.css); component stylesheets come after and may override.
import './styles/tokens.css';
import './styles/base.css';
import './styles/patterns.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { STATE_ELEMENT_ID } from '../shared/constants';
import type { AppState } from '../shared/page-state';
import type { Page } from './app/routes';
import { App } from './app/App';
import { watchEarlyPresses } from './app/early-press';
import { watchImageFailures } from './app/image-fallback';
import { loadFirstPage } from './app/first-page';
import { loadIslandsInTurn } from './app/island';
import { provideStrings } from './app/strings';
import { uiLang } from '../shared/routing/reading';

// Before hydration, so an image that fails while the page hydrates is mended too, and a press on a
// part whose code is still on the way is repeated once it is in.
watchImageFailures(document);
watchEarlyPresses(document);

const root = document.getElementById('root');
const stateElement = document.getElementById(STATE_ELEMENT_ID);

/** Loads what hydration needs, then hydrates. No top-level await: the entry shares its chunk with the shell (vite.config.ts), which every screen chunk imports, and a chunk that awaited its own importer would never finish. */
async function start(rootElement: HTMLElement, stateText: string): Promise<void> {
  // Written by worker/render/page.tsx from the same types, in this same deploy.
  const initial = JSON.parse(stateText) as AppState<Page>;
  // The page's screen chunk and its language's strings of it first (both preloaded by the head), so
  // hydration renders what the server did: by the URLs the worker named, so this first chunk holds
  // no table of every screen (the router's chunk brings it).
  if (initial.strings) provideStrings('pa-arab', initial.strings);
  if (!initial.boot) throw new Error('the page state names no screen chunk (worker/render/page.tsx)');
  await loadFirstPage(initial.page.routeId, uiLang(initial.lang, initial.script === 'arab'), initial.boot);
  // The shell's later parts and the screen's own (registered as its modules loaded) start
  // downloading now, one part per task (island.tsx); hydration does not wait for them. Not
  // earlier: adding their module preloads was a third of the task that evaluates the shell.
  const islands = loadIslandsInTurn();
  // Hydration as a transition: React then yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page (60-100 ms tasks on a throttled phone, the
  // Punjabi pages' Total Blocking Time); a tap meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(rootElement, <App initial={initial} />, {
      onRecoverableError(error, info) {
        console.error('hydration recoverable error', error, info.componentStack);
      },
    });
  });
  islands.catch((err: unknown) => console.error('shell parts failed to load', err));
}

if (root && stateElement?.textContent)
  start(root, stateElement.textContent).catch((err: unknown) => console.error('the page failed to start', err));
