/**
 * The one table of section components, keyed by handle. It is a mapped type over every handle of
 * the spec, so a handle without a component (or a component for the wrong view-model) fails
 * `npm run typecheck`.
 */
import type { ComponentType } from 'react';
import type { SectionHandle } from '../../../../shared/loaders/page-sections';
import type { SectionOf } from './types';
import { AppLinksSection } from './AppLinksSection';
import { BannerSection } from './BannerSection';
import { BigCardSection } from './BigCardSection';
import { CarouselSection } from './CarouselSection';
import { ContentBannerSection } from './ContentBannerSection';
import { HeaderSection } from './HeaderSection';
import { LinebreakSection } from './LinebreakSection';
import { NewsSection } from './NewsSection';
import { OriginalsBarSection } from './OriginalsBarSection';
import { RelatedPostsSection } from './RelatedPostsSection';
import { ScheduleSliderSection } from './ScheduleSliderSection';
import { ShareSection } from './ShareSection';
import { ShowCardsSection } from './ShowCardsSection';
import { ThreeCardsSection } from './ThreeCardsSection';
import { TitleH3Section } from './TitleH3Section';
import { WysiwygSection } from './WysiwygSection';
import { WysSidebarSection } from './WysSidebarSection';

export type SectionComponents = { [H in SectionHandle]: ComponentType<{ section: SectionOf<H> }> };

export const SECTION_COMPONENTS: SectionComponents = {
  banner: BannerSection,
  header: HeaderSection,
  wysiwyg: WysiwygSection,
  carousel: CarouselSection,
  showCards: ShowCardsSection,
  appLinks: AppLinksSection,
  news: NewsSection,
  contentBanner: ContentBannerSection,
  originalsBar: OriginalsBarSection,
  threeCards: ThreeCardsSection,
  bigCard: BigCardSection,
  scheduleSlider: ScheduleSliderSection,
  relatedPosts: RelatedPostsSection,
  shareComponent: ShareSection,
  linebreak: LinebreakSection,
  titleH3: TitleH3Section,
  wysSidebar: WysSidebarSection,
};
