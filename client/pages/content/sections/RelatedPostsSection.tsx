/** relatedPosts: at most three story cards (the loader keeps the first 3, spec §5). */
import type { SectionOf } from './types';
import { CardGridSection } from './CardGridSection';

export function RelatedPostsSection({ section }: { section: SectionOf<'relatedPosts'> }) {
  return <CardGridSection className="related-section" title={section.title} cards={section.cards} columns={3} />;
}
