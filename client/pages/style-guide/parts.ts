/** The style guide's three pages, in the order its menu lists them. */
import type { MessageKey } from '../../../shared/i18n/en';
import type { StyleGuideView } from '../../../shared/loaders/style-guide';

export const GUIDE_PARTS: readonly { part: StyleGuideView['part']; label: MessageKey }[] = [
  { part: 'font', label: 'styleGuide.typography' },
  { part: 'form', label: 'styleGuide.formFields' },
  { part: 'component', label: 'styleGuide.components' },
];
