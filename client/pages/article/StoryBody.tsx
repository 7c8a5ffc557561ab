/**
 * The text of a story card on the article page (the sidebar's latest stories and the related
 * news): the title is the card's one link, stretched over it; then the intro, if given, and the
 * date. Shared within the article screen's own chunk.
 */
import type { ReactNode } from 'react';
import type { CardView } from '../../../shared/loaders/cards';
import { Link } from '../../components/link/Link';

export function StoryBody({ card, intro }: { card: CardView; intro?: ReactNode }) {
  return (
    <div className="article-story__body">
      <h3 className="article-story__title">
        <Link className="article-story__link stretched-link" href={card.href}>
          {card.title}
        </Link>
      </h3>
      {intro}
      {card.date && (
        <time className="article-story__date date-label" dateTime={card.dateTime}>
          {card.date}
        </time>
      )}
    </div>
  );
}
