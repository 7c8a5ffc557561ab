/** bigCard: one large card, a picture beside its story and a button. */
import type { SectionOf } from './types';
import { FeatureCard } from './FeatureCard';

export function BigCardSection({ section }: { section: SectionOf<'bigCard'> }) {
  return <FeatureCard variant="card" {...section} />;
}
