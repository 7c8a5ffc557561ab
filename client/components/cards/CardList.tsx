/**
 * The two lists built from the card on a list page: the main column (a large lead, then medium
 * cards) and the narrow side column ('Latest', 'Featured') of thumbnail rows.
 */
import type { CardView } from '../../../shared/loaders/cards';
import { Card, EmptyCards } from './Card';
import { Link } from '../link/Link';

/**
 * The main column of a list page: the first story large, then medium cards (image beside the
 * text from 600px). Headings are h2: the list sits directly under the page's h1. A category
 * equal to `section` (the page's own tag) is not repeated on every card; `categories={false}`
 * drops the labels altogether (a single-tag list).
 */
export function CardList({
  cards,
  section,
  categories = true,
}: {
  cards: CardView[];
  section?: string;
  categories?: boolean;
}) {
  const [lead, ...rest] = cards;
  if (!lead) return <EmptyCards />;
  const labelled = (card: CardView) => categories && card.category !== section;
  return (
    <ol className="card-list">
      <li className="card-list__item card-list__item--lead">
        <Card card={lead} size="large" level="h2" load="lead" showCategory={labelled(lead)} />
      </li>
      {rest.map((card, i) => (
        <li key={card.id} className="card-list__item">
          {/* On a phone the next card's picture shows under the lead: it never waits for the viewport. */}
          <Card card={card} size="medium" level="h2" showCategory={labelled(card)} load={i === 0 ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ol>
  );
}

export interface CardRailProps {
  title: string;
  /** Where the heading leads (e.g. /news/latest); a plain heading without it. */
  href?: string;
  cards: CardView[];
  id: string;
}

/** A side column: a heading (optionally a link) over thumbnail rows of headlines and dates. */
export function CardRail({ title, href, cards, id }: CardRailProps) {
  return (
    <section className="card-rail" aria-labelledby={id}>
      <h2 className="card-rail__title dot-title" id={id}>
        {href ? (
          <Link className="card-heading-link" href={href}>
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      {cards.length ? (
        <ol className="card-rail__list">
          {cards.map((card) => (
            <li key={card.id} className="card-rail__item">
              <Card card={card} size="small" showText={false} load="lazy" />
            </li>
          ))}
        </ol>
      ) : (
        <EmptyCards />
      )}
    </section>
  );
}
