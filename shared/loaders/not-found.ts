/**
 * The not-found page's text: title from /api/pageNotFound or 'The page you requested could not be
 * found', and the explanatory text. A failure to fetch it is logged and the defaults stand.
 */
import type { PageNotFoundResponse } from '../types/api';
import type { Lang } from '../types/content';
import type { Api } from '../api/client';
import { pick } from '../format/pick';
import { plainText } from '../format/text';
import { t } from '../i18n/translate';
import type { Loaded } from '../routing/types';
import type { NotFoundView } from '../page-state';

export async function loadNotFound(api: Api, lang: Lang): Promise<Loaded<NotFoundView>> {
  let doc: PageNotFoundResponse['data'][number] | undefined;
  try {
    // api.get, not read(): this loader is in the shell's chunk, and read() would bring the path
    // builder (shared/api/path.ts) to every page.
    doc = (await api.get<PageNotFoundResponse>('/api/pageNotFound')).data[0];
  } catch (err) {
    console.error('pageNotFound content unavailable', err);
  }
  const title = pick(lang, doc?.errorTitle, doc?.errorTitlePa) || t(lang, 'notFound.title');
  return {
    status: 404,
    head: { title },
    data: { title, text: plainText(pick(lang, doc?.errorCopy, doc?.errorCopyPa)) },
  };
}
