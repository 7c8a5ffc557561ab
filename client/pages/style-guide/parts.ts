/** The style guide's three pages, in the order its menu lists them, named as their titles name them. */
import type { MessageKey } from '../../../shared/i18n/en';
import { GUIDE_PART_LABELS, type StyleGuideView } from '../../../shared/loaders/style-guide';

export const GUIDE_PARTS: readonly { part: StyleGuideView['part']; label: MessageKey }[] = (
  ['font', 'form', 'component'] as const
).map((part) => ({ part, label: GUIDE_PART_LABELS[part] }));
