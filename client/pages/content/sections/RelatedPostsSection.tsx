/** relatedPosts: at most three story cards (the loader keeps the first 3, spec §5). */
import type { SectionOf } from './types';
import { Card } from '../../../components/cards/Card';
import { SectionHeading } from './SectionHeading';

export function RelatedPostsSection({ section }: { section: SectionOf<'relatedPosts'> }) {
  if (section.cards.length === 0) return null;
  return (
    <div className="related-section">
      <SectionHeading title={section.title} />
      <ul className="tile-grid tile-grid--3 bare-list">
        {section.cards.map((card) => (
          <li key={card.href}>
            <Card card={card} size="medium" showCategory={false} />
          </li>
        ))}
      </ul>
    </div>
  );
}
