/** The view-model of one section handle. */
import type { SectionHandle, SectionView } from '../../../../shared/loaders/page-sections';

export type SectionOf<H extends SectionHandle> = Extract<SectionView, { handle: H }>;
