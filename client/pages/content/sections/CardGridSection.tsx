/**
 * The grid of story cards the news and relatedPosts sections share, with the site's one card.
 * It lives with the sections, in the content page's own chunk (a module shared across screens
 * would be a chunk of its own).
 */
import type { CardView } from '../../../../shared/loaders/cards';
import { Card } from '../../../components/cards/Card';
import { SectionHeading } from './SectionHeading';

export function CardGridSection(props: { className: string; title: string; cards: CardView[]; columns: 3 | 4 }) {
  const { className, title, cards, columns } = props;
  if (cards.length === 0) return null;
  return (
    <div className={className}>
      <SectionHeading title={title} />
      <ul className={`tile-grid tile-grid--${columns} bare-list`}>
        {cards.map((card) => (
          <li key={card.href}>
            <Card card={card} size="medium" showCategory={false} />
          </li>
        ))}
      </ul>
    </div>
  );
}
