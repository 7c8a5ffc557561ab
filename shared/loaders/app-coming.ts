/**
 * The app-coming page, /apps/coming: where a store badge without a link leads (spec document 2 §2
 * "App-store links"). With JavaScript the badge opens the app-store modal instead; this page is
 * the same message for a visitor without it (or one who opens the link in a new tab), in the
 * spec's words ('Not yet', 'We are working hard to get the apps ready for you…'), with the
 * newsletter form that works without JavaScript. The store links it shows come from the shell's
 * settings, which the screen already has.
 */
import { t } from '../i18n/translate';
import type { Loader } from '../routing/types';

/** Nothing to fetch: the words are the interface's. */
export type AppComingView = Record<string, never>;

export const loadAppComing: Loader<AppComingView> = async ({ lang }) => ({
  head: { title: t(lang, 'appComing.title'), description: t(lang, 'notify.textBefore') },
  data: {},
});
