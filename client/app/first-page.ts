/**
 * The first page's own chunks, loaded before hydration from the URLs the worker wrote into the
 * page's state (shared/page-state.ts BootChunks): its screen and its language's first strings.
 * Not from the tables of every screen (client/app/screen-table.ts, strings-chunks.ts): those, and
 * the bundler's preload lists that came with them, wait for the router's chunk.
 */
import type { BootChunks } from '../../shared/page-state';
import type { UiLang } from '../../shared/routing/reading';
import type { Page } from './routes';
import type { ScreenComponent } from './screen';
import { provideScreen } from './screen-ready';
import { loadStringsChunks } from './strings';

/** The screen a chunk's module exports under `name`; throws, naming the chunk, if it is no component. */
export function screenFrom(
  module: Record<string, unknown>,
  { file, name }: BootChunks['screen'],
): ScreenComponent<never> {
  const screen = module[name];
  if (typeof screen !== 'function') throw new Error(`${file} exports no screen ${name}`);
  return screen as ScreenComponent<never>;
}

/**
 * Loads the page's screen and strings (both preloaded by the head) so hydration renders what the
 * server did. Plain `import()` of a URL: no stylesheet to wait for (the page's sheet is in the head)
 * and no preload list (the head lists the chunks' imports).
 */
export async function loadFirstPage(routeId: Page['routeId'], lang: UiLang, boot: BootChunks): Promise<void> {
  const { strings } = boot;
  await Promise.all([
    import(/* @vite-ignore */ boot.screen.file).then((module: Record<string, unknown>) =>
      provideScreen(routeId, screenFrom(module, boot.screen)),
    ),
    strings ? loadStringsChunks(lang, [[strings, () => import(/* @vite-ignore */ strings)]]) : undefined,
  ]);
}
