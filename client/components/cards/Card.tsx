/**
 * The one card of the site's story lists: news and entertainment lists, the home page's news,
 * entertainment and originals sections. Four sizes, those of the spec's excerpt rules (§5):
 * large (a lead story), medium (a tile), small (a thumbnail row) and featured (the picture fills
 * the card). White, rounded, a lift on hover; the title link is stretched over the whole card, so
 * each card is one click target and screen readers hear its title once.
 */
import type { ReactNode } from 'react';
import { type CardSize, excerpt } from '../../../shared/format/text';
import type { CardView } from '../../../shared/loaders/cards';
import { otherLang } from '../../../shared/format/script-lang';
import { useApp, useT } from '../../app/context';
import { CardImage, type ImageLoad } from './CardImage';
import './cards.css';
import { Link } from '../link/Link';

export interface CardProps {
  card: CardView;
  size: CardSize;
  /** False drops the picture (text-only card); the excerpt then gets the longer, no-image limit. */
  showImage?: boolean;
  /** False hides the excerpt, for dense rows where the headline is enough. */
  showText?: boolean;
  /**
   * The text to show instead of the size's excerpt: the home page crops its stories at 300
   * characters (spec §5, "Home text crops at 300") and lets the card's lines clamp the rest.
   */
  text?: string;
  /** False hides the category label, e.g. when the card sits under that category's own heading. */
  showCategory?: boolean;
  /** False hides the date (the home's originals carousels). */
  showDate?: boolean;
  /** Heading level of the title, so cards sit under their section's heading. */
  level?: 'h2' | 'h3' | 'h4';
  /** How the picture loads (`ImageLoad`): lazily unless the card is on the first screen. */
  load?: ImageLoad;
}

export function Card({
  card,
  size,
  showImage = true,
  showText = true,
  text,
  showCategory = true,
  showDate = true,
  level = 'h3',
  load = 'lazy',
}: CardProps) {
  const Heading = level;
  const { lang } = useApp();
  // Spec §5: the shorter limit applies when an image is present on the card.
  const shown = showText ? (text ?? excerpt(card.intro, size, showImage && card.hasImage)) : '';
  return (
    <article className={`card surface card--${size}${showImage ? '' : ' card--text-only'}`}>
      {showImage && <CardImage className="card__media" src={card.image} load={load} />}
      <div className="card__body">
        {showCategory && card.category && <span className="card__category">{card.category}</span>}
        {/* A story with no version in the page's language shows the other one: say which. */}
        <Heading className="card__title" {...otherLang(card.title, lang)}>
          {/* A cut title still names the whole story to screen readers and in the tooltip. */}
          <Link
            className="card__link stretched-link"
            href={card.href}
            {...(card.fullTitle ? { title: card.fullTitle, 'aria-label': card.fullTitle } : {})}
          >
            {card.title}
          </Link>
        </Heading>
        {shown && (
          <p className="card__text" {...otherLang(shown, lang)}>
            {shown}
          </p>
        )}
        {showDate && card.date && (
          <time className="card__date date-label" dateTime={card.dateTime}>
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
