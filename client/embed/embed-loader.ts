/**
 * /embed.js (issue 28): the one <script> tag a partner site pastes,
 *   <script src="https://SITE/embed.js" data-stream="fm" data-lang="pa" async></script>
 * writes the player's iframe right where the tag is, pointing at the site the script came from.
 * No dependencies; built on its own by scripts/embed-build.ts, which writes the frame's titles in.
 */
import { FRAME_HEIGHT, FRAME_WIDTH, frameLang, frameSrc } from './embed-frame';

/** The frame's accessible name in each language (embedFrameTitle, worker/embed/view.ts), set by the build. */
declare const __EMBED_FRAME_TITLES__: Record<'en' | 'pa', string>;

// Set while a classic script runs, async ones included; a module or a later callback has none.
const tag = document.currentScript;
if (tag instanceof HTMLScriptElement && tag.src) {
  const frame = document.createElement('iframe');
  frame.src = frameSrc(tag.src, tag.dataset);
  frame.title = __EMBED_FRAME_TITLES__[frameLang(tag.dataset.lang)];
  frame.width = String(FRAME_WIDTH);
  frame.height = String(FRAME_HEIGHT);
  frame.loading = 'lazy';
  frame.style.cssText = 'border:0;display:block;max-width:100%';
  tag.after(frame);
}
