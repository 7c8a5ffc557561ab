/**
 * 'Related News' under the story: at most 3 cards (spec §5; the loader already cut the list,
 * the slice here only guards the rule). Same card look as the home page: the title is the one
 * link, stretched over the card.
 */
import { StoryBody } from './StoryBody';
import { crop, HOME_TEXT_LIMIT } from '../../../shared/format/text';
import type { CardView } from '../../../shared/loaders/cards';
import { RELATED_MAX } from '../../../shared/constants';
import { useT } from '../../app/context';
import { Picture } from '../../components/cards/CardImage';

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
            <article className="article-story surface">
              <div className="article-story__media">
                <Picture src={card.image} alt={card.title} width={640} height={360} />
              </div>
              <StoryBody
                card={card}
                intro={card.intro && <p className="article-story__text clamp">{crop(card.intro, HOME_TEXT_LIMIT)}</p>}
              />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
