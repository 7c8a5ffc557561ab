/**
 * The partners' player as one small HTML document (issue 28): no React and none of the site's
 * bundle, only its own script (client/embed/player.ts, built on its own by scripts/embed-build.ts)
 * and its styles inline. Made for an iframe 320 px wide and FRAME_HEIGHT tall (client/embed/embed-frame.ts, which /embed.js writes on the iframe); the same
 * bytes for every visitor of an address, so the page cache keeps it like a page.
 */
import { LOCALES, t } from '../../shared/i18n/translate';
import type { Lang } from '../../shared/types/content';
import { FRAME_HEIGHT } from '../../client/embed/embed-frame';
import { escapeHtml } from '../render/state';
import { type EmbedView, embedProblem } from './view';

/**
 * The site's colours (client/styles/tokens.css: --dark, --primary, --light for the focus ring,
 * --on-dark-muted) and the Gurmukhi font's fallbacks, kept here because the player loads none
 * of the site's stylesheets.
 */
const STYLE =
  '*{box-sizing:border-box}html,body{margin:0;height:100%}' +
  'body{font:14px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Gurmukhi",sans-serif;background:#081b70;color:#fff;overflow:hidden}' +
  'body:lang(pa){font-family:"Noto Sans Gurmukhi","Gurmukhi MN","Nirmala UI",system-ui,sans-serif}' +
  `.player{display:flex;gap:12px;align-items:center;height:${FRAME_HEIGHT}px;padding:12px;max-width:100%}` +
  '.play{flex:none;width:52px;height:52px;border-radius:50%;border:0;background:#f9025a;color:#fff;cursor:pointer;display:grid;place-items:center;padding:0}' +
  '.play:hover{background:#c8004a}.play:focus-visible,a:focus-visible{outline:3px solid #fcbe6b;outline-offset:3px}' +
  '.play svg{width:24px;height:24px;fill:currentColor}.play .pause,[data-state=playing] .play .go,[data-state=connecting] .play .go{display:none}' +
  '[data-state=playing] .play .pause,[data-state=connecting] .play .pause{display:block}' +
  '[data-state=connecting] .play{animation:pulse 1s ease-in-out infinite alternate}' +
  '@keyframes pulse{to{opacity:.6}}@media (prefers-reduced-motion:reduce){.play{animation:none!important}}' +
  '.text{min-width:0;flex:1}.text p{margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  '.station{font-weight:700;font-size:15px}.station a{color:#fff;text-decoration:none}.station a:hover{text-decoration:underline}' +
  '.badge{display:inline-block;margin-inline-start:6px;padding:0 6px;border-radius:4px;background:#fcbe6b;color:#081b70;font-size:12px;font-weight:700}' +
  '.k{color:rgb(255 255 255/78%);font-size:13px;margin-inline-end:4px}.status{color:#fcbe6b;font-size:12px}.status:empty{display:none}';

/**
 * The site's own Gurmukhi font files (same origin), in both languages: a song's title is often in
 * Gurmukhi on the English player too, and a device without a Gurmukhi font shows boxes. The
 * unicode-range means a page without Gurmukhi letters never downloads them.
 */
const fontFaces = (fonts: { 400: string; 700: string }): string =>
  ([400, 700] as const)
    .map(
      (w) =>
        `@font-face{font-family:"Noto Sans Gurmukhi";font-weight:${w};font-display:swap;unicode-range:U+0A01-0A76,U+200C-200D,U+25CC;src:url(${fonts[w]}) format("woff2")}`,
    )
    .join('');

const PLAY_ICON = '<svg class="go" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg>';
const PAUSE_ICON =
  '<svg class="pause" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 5h4v14H6zm8 0h4v14h-4z"/></svg>';

const shell = (lang: Lang, title: string, head: string, body: string): string =>
  `<!doctype html><html lang="${LOCALES[lang].htmlLang}"><head><meta charset="utf-8">` +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
  // The site's icon, so a browser opening the player on its own does not ask for a missing /favicon.ico.
  '<link rel="icon" href="/images/favicon.svg" type="image/svg+xml">' +
  `<title>${escapeHtml(title)}</title>${head}</head><body>${body}</body></html>`;

/** The player's page: `script` is the built player, `fonts` the Gurmukhi font files. */
export function embedPageHtml(view: EmbedView, script: string, fonts: { 400: string; 700: string }): string {
  const e = escapeHtml;
  const w = view.words;
  const data =
    `data-stream="${view.stream}" data-src="${e(view.src)}" data-play="${e(w.play)}" data-pause="${e(w.pause)}" ` +
    `data-connecting="${e(w.connecting)}" data-unavailable="${e(w.unavailable)}" data-fallback="${e(w.fallback)}" data-off-air="${e(w.offAir)}"`;
  const title = `${view.words.fallback} · ${view.streamLabel}`;
  const style = `<style>${fontFaces(fonts)}${STYLE}</style>`;
  const body =
    // A labelled region, not <main>: the player sits inside a partner's page, which has its own.
    `<section class="player" aria-label="${e(title)}" data-state="idle" ${data}>` +
    `<button type="button" class="play" aria-label="${e(w.play)}">${PLAY_ICON}${PAUSE_ICON}</button>` +
    '<div class="text">' +
    `<p class="station"><a href="${e(view.home)}" target="_blank" rel="noopener" aria-label="${e(`${view.station} ${t(view.lang, 'link.newTab')}`)}">${e(view.station)}</a>` +
    `<span class="badge">${e(view.streamLabel)}</span></p>` +
    `<p class="show"><span class="k">${e(t(view.lang, 'radio.nowAiring'))}</span><span class="show-name">${e(view.show)}</span></p>` +
    `<p class="now" aria-live="polite" aria-atomic="true"><span class="k">${e(t(view.lang, 'radio.nowPlaying'))}</span><span class="title">${e(view.title)}</span></p>` +
    '<p class="status" role="status"></p>' +
    // The stream's element, no controls of its own: the button above is its one control.
    '</div><audio preload="none"></audio></section>';
  return shell(view.lang, title, `${style}<script src="${e(script)}" defer></script>`, body);
}

/** The answer to a bad parameter: one sentence naming it and the values that work. */
export function embedProblemHtml(lang: Lang, problem: 'stream' | 'lang', value: string): string {
  const message = embedProblem(lang, problem, value);
  const style = '<style>body{font:14px/1.4 system-ui,sans-serif;margin:12px;color:#14162b}</style>';
  const text = escapeHtml(message);
  return shell(lang, message, style, `<section aria-label="${text}"><p>${text}</p></section>`);
}
