/**
 * Home 'news' section (spec doc 1 §2): the first story large, items 1 to 6 as a list beside it on
 * desktop (stacked on phones) and an 'All News' link; then, when the loader supplied it, the
 * entertainment block with its cards and 'All Entertainment'. Both carry the language toggle.
 */
import type { CardView } from '../../../shared/loaders/cards';
import type { HomeSectionView } from '../../../shared/loaders/home';
import { useT } from '../../app/context';
import { CardImage } from '../../components/cards/CardImage';
import { LanguageToggle } from '../../components/header/LanguageToggle';

type NewsView = Extract<HomeSectionView, { handle: 'news' }>;

export interface StoryCardProps {
  card: CardView;
  /** lead: the large first story; row: a thumbnail list entry; tile: a grid or carousel card. */
  variant?: 'lead' | 'row' | 'tile';
  /** Heading level of the title, so cards sit under their section's heading. */
  level?: 'h3' | 'h4';
  showText?: boolean;
  showDate?: boolean;
  /** Only the first, above-the-fold image loads eagerly; every other one waits for the viewport. */
  eager?: boolean;
}

/**
 * A story card. The title is the only link and stretches over the whole card (CSS), so the card
 * is one click target while screen readers hear the title once rather than image alt + title.
 */
export function StoryCard({
  card,
  variant = 'tile',
  level = 'h3',
  showText = false,
  showDate = true,
  eager = false,
}: StoryCardProps) {
  const Heading = level;
  return (
    <article className={`home-card home-card--${variant}`}>
      <CardImage className="home-card__media" src={card.image} eager={eager} />
      <div className="home-card__body">
        <Heading className="home-card__title">
          <a className="home-card__link" href={card.href}>
            {card.title}
          </a>
        </Heading>
        {showText && card.text && <p className="home-card__text">{card.text}</p>}
        {showDate && card.date && (
          <time className="home-card__date" dateTime={card.dateTime}>
            {card.date}
          </time>
        )}
      </div>
    </article>
  );
}

export function NewsSection({ section }: { section: NewsView }) {
  const t = useT();
  const [lead, ...rest] = section.items;
  const recent = rest.slice(0, 6); // items 1 to 6 of the spec
  const headingId = `home-news-${section.id}`;
  return (
    <section className="section home-news" aria-labelledby={headingId}>
      <div className="container">
        <div className="section__head home-head">
          <h2 className="section__title" id={headingId}>
            {section.title}
          </h2>
          <div className="home-head__tools">
            <div className="home-toggle">
              <LanguageToggle />
            </div>
            <a className="section__more" href="/news">
              {t('home.allNews')}
            </a>
          </div>
        </div>
        {lead && (
          <div className="home-news__grid">
            <StoryCard card={lead} variant="lead" showText eager />
            {recent.length > 0 && (
              <ol className="home-news__list">
                {recent.map((card) => (
                  <li key={card.id} className="home-news__item">
                    <StoryCard card={card} variant="row" />
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
        {section.entertainment && <EntertainmentBlock block={section.entertainment} sectionId={section.id} />}
      </div>
    </section>
  );
}

function EntertainmentBlock({
  block,
  sectionId,
}: {
  block: NonNullable<NewsView['entertainment']>;
  sectionId: number;
}) {
  const t = useT();
  const headingId = `home-entertainment-${sectionId}`;
  return (
    <div className="home-ent" role="region" aria-labelledby={headingId}>
      <div className="section__head home-head">
        <h2 className="section__title" id={headingId}>
          {block.title}
        </h2>
        <div className="home-head__tools">
          <div className="home-toggle">
            <LanguageToggle />
          </div>
          <a className="section__more" href="/entertainment">
            {t('home.allEntertainment')}
          </a>
        </div>
      </div>
      <ul className="home-ent__grid">
        {block.items.map((card) => (
          <li key={card.id}>
            <StoryCard card={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
