/**
 * Home 'news' section (spec doc 1 §2): the first story large, items 1 to 6 as a list beside it on
 * desktop (stacked on phones) and an 'All News' link; then, when the loader supplied it, the
 * entertainment block with its cards and 'All Entertainment'. Both carry the language toggle.
 */
import { crop, HOME_TEXT_LIMIT } from '../../../shared/format/text';
import type { HomeSectionView } from '../../../shared/loaders/home';
import { useT } from '../../app/context';
import { Card } from '../../components/cards/Card';
import { HomeHead } from './HomeHead';
import '../../styles/swipe-row.css';

type NewsView = Extract<HomeSectionView, { handle: 'news' }>;

/** The home's tiles (entertainment, originals): picture, headline and date; no excerpt or category. */
export const HOME_TILE = { size: 'medium', showText: false, showCategory: false } as const;

export function NewsSection({ section }: { section: NewsView }) {
  const t = useT();
  const [lead, ...rest] = section.items;
  const recent = rest.slice(0, 6); // items 1 to 6 of the spec
  const headingId = `home-news-${section.id}`;
  return (
    <section className="section home-news" aria-labelledby={headingId}>
      <div className="container">
        <HomeHead id={headingId} title={section.title} more={{ href: '/news', label: t('home.allNews') }} toggle />
        {lead && (
          <div className="home-news__grid">
            <Card card={lead} size="large" text={crop(lead.intro, HOME_TEXT_LIMIT)} showCategory={false} load="eager" />
            {/* The hero's picture is the first screen's largest, this lead card's is under it on a
                phone; the list sits beside them only at desktop widths (ImageLoad: phones first). */}
            {recent.length > 0 && (
              <ol className="home-news__list">
                {recent.map((card) => (
                  <li key={card.id} className="home-news__item">
                    <Card card={card} size="small" showText={false} showCategory={false} load="lazy" />
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
    <section className="home-ent" aria-labelledby={headingId}>
      <HomeHead
        id={headingId}
        title={block.title}
        more={{ href: '/entertainment', label: t('home.allEntertainment') }}
        toggle
      />
      <ul className="home-ent__grid bare-list swipe-row">
        {block.items.map((card) => (
          <li key={card.id}>
            <Card card={card} {...HOME_TILE} />
          </li>
        ))}
      </ul>
    </section>
  );
}
