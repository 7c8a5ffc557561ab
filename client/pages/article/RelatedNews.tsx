/**
 * 'Related News' under the story: at most 3 cards (spec §5; the loader already cut the list,
 * the slice here only guards the rule). Same card look as the home page: the title is the one
 * link, stretched over the card.
 */
import { crop, HOME_TEXT_LIMIT } from '../../../shared/format/text';
import type { CardView } from '../../../shared/loaders/cards';
import { RELATED_MAX } from '../../../shared/constants';
import { useT } from '../../app/context';
import { TileImage } from '../../components/cards/CardImage';
import { TitleLink } from '../../components/cards/TitleLink';

export function RelatedNews({ items }: { items: CardView[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="article-related" aria-labelledby="article-related-title">
      <div className="section__head">
        <h2 className="section__title" id="article-related-title">
          {t('article.related')}
        </h2>
      </div>
      <ul className="article-related__grid">
        {items.slice(0, RELATED_MAX).map((card) => (
          <li key={card.id}>
            <article className="article-story">
              <div className="article-story__media">
                <TileImage src={card.image} alt={card.title} />
              </div>
              <div className="article-story__body">
                <TitleLink block="article-story" href={card.href} title={card.title} />
                {card.intro && <p className="article-story__text">{crop(card.intro, HOME_TEXT_LIMIT)}</p>}
                <StoryDate card={card} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A story card's date, when it has one (this list's cards and the latest-news sidebar's). */
export function StoryDate({ card }: { card: CardView }) {
  if (!card.date) return null;
  return (
    <time className="article-story__date" dateTime={card.dateTime}>
      {card.date}
    </time>
  );
}
