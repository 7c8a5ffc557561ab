/**
 * The internal sample pages /form, /font and /component: the design system on one page
 * (typography, the design tokens, buttons, cards, form fields), for whoever works on the look.
 * Not linked from the site; marked noindex by the renderer. The tokens are static code
 * (client/styles/tokens.ts), so the screen reads them itself rather than through the page state.
 */
import type { MessageKey } from '../i18n/en';
import { t } from '../i18n/translate';
import type { Loader } from '../routing/types';

export interface StyleGuideView {
  part: 'form' | 'font' | 'component';
}

/**
 * Each part's name, as its menu entry and its page title say it: the address's word ('form') is
 * English on a Punjabi page too, so the title names the part in the page's language instead.
 */
export const GUIDE_PART_LABELS: Readonly<Record<StyleGuideView['part'], MessageKey>> = {
  font: 'styleGuide.typography',
  form: 'styleGuide.formFields',
  component: 'styleGuide.components',
};

export const loadStyleGuide: Loader<StyleGuideView> = async ({ params, lang }) => {
  const part = params.path as StyleGuideView['part'];
  return {
    head: { title: t(lang, 'styleGuide.pageTitle', { part: t(lang, GUIDE_PART_LABELS[part]) }) },
    data: { part },
  };
};
