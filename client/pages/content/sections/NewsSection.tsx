/** news: story cards from the newsroom, with the site's one card. */
import type { SectionOf } from './types';
import { Card } from '../../../components/cards/Card';
import { SectionHeading } from './SectionHeading';

export function NewsSection({ section }: { section: SectionOf<'news'> }) {
  if (section.cards.length === 0) return null;
  return (
    <div className="news-section">
      <SectionHeading title={section.title} />
      <ul className="tile-grid tile-grid--4 bare-list">
        {section.cards.map((card) => (
          <li key={card.href}>
            <Card card={card} size="medium" showCategory={false} />
          </li>
        ))}
      </ul>
    </div>
  );
}
