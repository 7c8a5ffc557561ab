/**
 * The featured stories' grid of cards (one column on phones, two from 600 px, three from 960 px),
 * or the list's empty line.
 */
import type { FeaturedListView } from '../../../shared/loaders/featured';
import { useT } from '../../app/context';
import { Card, EmptyCards } from '../../components/cards/Card';

export function FeaturedGrid({ cards }: { cards: FeaturedListView['cards'] }) {
  const t = useT();
  if (cards.length === 0) return <EmptyCards>{t('featured.empty')}</EmptyCards>;
  return (
    <ul className="grid-list card-grid featured-grid">
      {cards.map((card, i) => (
        <li key={card.id}>
          {/* The first card is under the hero on a phone (the hero's picture is the largest);
              the rest wait for the viewport (ImageLoad: phones first). */}
          <Card card={card} size="medium" level="h2" showCategory={false} load={i === 0 ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
