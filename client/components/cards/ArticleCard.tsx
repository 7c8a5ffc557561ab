/**
 * The article card of the news and entertainment lists, in four sizes (spec §5 excerpt rules:
 * small, medium, large, featured), plus the two lists built from it: the main column of a list
 * page and the narrow side column ('Latest', 'Featured'). Same look as the home cards: white,
 * rounded, a lift on hover, the title link stretched over the whole card so each card is one
 * click target with one accessible name.
 */
import type { ReactNode } from 'react';
import type { CardView } from '../../../shared/loaders/cards';
import { excerpt, type CardSize } from '../../../shared/format/text';
import { useT } from '../../app/context';
import { CardImage } from './CardImage';
import './cards.css';

export interface ArticleCardProps {
  card: CardView;
  size: CardSize;
  /** False drops the picture (text-only card); the excerpt then gets the longer, no-image limit. */
  showImage?: boolean;
  /** False hides the excerpt, for dense rows where the headline is enough. */
  showText?: boolean;
  /** False hides the category label, e.g. when the card sits under that category's own heading. */
  showCategory?: boolean;
  /** Heading level of the title, so cards sit under their section's heading. */
  level?: 'h2' | 'h3' | 'h4';
  /** Only an above-the-fold lead loads its image eagerly; the rest wait for the viewport. */
  eager?: boolean;
}

export function ArticleCard({
  card,
  size,
  showImage = true,
  showText = true,
  showCategory = true,
  level = 'h3',
  eager = false,
}: ArticleCardProps) {
  const Heading = level;
  // Spec §5: the shorter limit applies when an image is present on the card.
  const text = showText ? excerpt(card.intro, size, showImage && card.hasImage) : '';
  return (
    <article className={`article-card article-card--${size}${showImage ? '' : ' article-card--text-only'}`}>
      {showImage && <CardImage className="article-card__media" src={card.image} eager={eager} />}
      <div className="article-card__body">
        {showCategory && card.category && <span className="article-card__category">{card.category}</span>}
        <Heading className="article-card__title">
          <a className="article-card__link" href={card.href}>
            {card.title}
          </a>
        </Heading>
        {text && <p className="article-card__text">{text}</p>}
        {card.date && (
          <time className="article-card__date" dateTime={card.dateTime}>
            {card.date}
          </time>
        )}
      </div>
    </article>
  );
}

/** The friendly line shown where a list has nothing in it. */
export function EmptyCards({ children }: { children?: ReactNode }) {
  const t = useT();
  return <p className="card-empty">{children ?? t('news.empty')}</p>;
}

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
        <ArticleCard card={lead} size="large" level="h2" eager showCategory={labelled(lead)} />
      </li>
      {rest.map((card) => (
        <li key={card.id} className="card-list__item">
          <ArticleCard card={card} size="medium" level="h2" showCategory={labelled(card)} />
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
      <h2 className="card-rail__title" id={id}>
        {href ? (
          <a className="card-rail__link" href={href}>
            {title}
          </a>
        ) : (
          title
        )}
      </h2>
      {cards.length ? (
        <ol className="card-rail__list">
          {cards.map((card) => (
            <li key={card.id} className="card-rail__item">
              <ArticleCard card={card} size="small" showText={false} />
            </li>
          ))}
        </ol>
      ) : (
        <EmptyCards />
      )}
    </section>
  );
}
