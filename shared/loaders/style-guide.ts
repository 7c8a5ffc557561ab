/**
 * The internal sample pages /form, /font and /component: the design system on one page
 * (typography, the design tokens, buttons, cards, form fields), for whoever works on the look.
 * Not linked from the site; marked noindex by the renderer. The tokens are static code
 * (client/styles/tokens.ts), so the screen reads them itself rather than through the page state.
 */
import { t } from '../i18n/translate';
import type { Loader } from '../routing/types';

export interface StyleGuideView {
  part: 'form' | 'font' | 'component';
}

export const loadStyleGuide: Loader<StyleGuideView> = async ({ params, lang }) => ({
  head: { title: t(lang, 'styleGuide.pageTitle', { part: params.path ?? '' }) },
  data: {
    part: params.path as StyleGuideView['part'],
  },
});
