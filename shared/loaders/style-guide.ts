/**
 * The internal sample pages /form, /font and /component: the design system on one page
 * (typography, colours, buttons, cards, form fields), for whoever works on the look. Not linked
 * from the site; marked noindex by the renderer.
 */
import { BRAND } from '../constants';
import { t } from '../i18n/translate';
import type { Loader } from '../routing/types';

export interface StyleGuideView {
  part: 'form' | 'font' | 'component';
  colours: { name: string; value: string }[];
}

export const loadStyleGuide: Loader<StyleGuideView> = async ({ params, lang }) => ({
  head: { title: t(lang, 'styleGuide.pageTitle', { part: params.path ?? '' }) },
  data: {
    part: params.path as StyleGuideView['part'],
    colours: Object.entries(BRAND).map(([name, value]) => ({ name, value })),
  },
});
