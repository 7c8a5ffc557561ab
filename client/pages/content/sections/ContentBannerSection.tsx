/** contentBanner: a dark call-to-action band with a picture, text and a button. */
import type { SectionOf } from './types';
import { FeatureCard } from './FeatureCard';

export function ContentBannerSection({ section }: { section: SectionOf<'contentBanner'> }) {
  const { title, html, image, button } = section;
  return <FeatureCard variant="band" title={title} html={html} image={image} button={button} />;
}
