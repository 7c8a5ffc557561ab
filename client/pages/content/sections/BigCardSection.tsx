/** bigCard: one large card, a picture beside its story and a button. */
import type { SectionOf } from './types';
import { FeatureCard } from './FeatureCard';

export function BigCardSection({ section }: { section: SectionOf<'bigCard'> }) {
  const { title, html, image, button } = section;
  return <FeatureCard variant="card" title={title} html={html} image={image} button={button} />;
}
