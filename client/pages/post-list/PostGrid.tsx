/**
 * The 'All' grid of a list: the spec's sections in order, each placed and arranged as its
 * view-model says (width on the page, shape inside). News sections get two spare items that
 * carry data-extra; CSS shows them only in windows at least 800px tall (spec: two more when the
 * measured height is at least 800), so the server render is final and nothing shifts.
 */
import type { CardView } from '../../../shared/loaders/cards';
import type { GridSectionView, PostGridView } from '../../../shared/loaders/post-list';
import { useT } from '../../app/context';
import { Card, EmptyCards } from '../../components/cards/Card';
import { isExtra } from './bands';
import type { ImageLoad } from '../../components/cards/CardImage';
import { Link } from '../../components/link/Link';
import { MoreLink } from '../../components/link/MoreLink';
import '../../styles/swipe-row.css';

/** A phone's first screen shows the first section's lead and, under it, up to two of its cards. */
const PHONE_FIRST_SCREEN_CARDS = 2;

export function PostGrid({ view }: { view: PostGridView }) {
  return (
    <div className={`post-grid post-grid--${view.section}`}>
      {view.sections.map((section, i) => (
        <GridSection key={section.slug} section={section} first={i === 0} />
      ))}
    </div>
  );
}

/**
 * `first`: the first section's lead is the first screen's largest picture (`lead`), and the cards
 * under it on a phone load at once (`eager`); every other picture waits for the viewport, the
 * other sections of the first row at desktop widths too (ImageLoad: phones first).
 */
function GridSection({ section, first }: { section: GridSectionView; first: boolean }) {
  const load: ImageLoad = first ? 'lead' : 'lazy';
  const restLoad = (i: number): ImageLoad => (first && i < PHONE_FIRST_SCREEN_CARDS ? 'eager' : 'lazy');
  const headingId = `post-section-${section.slug}`;
  const lead = section.lead ? section.items[0] : undefined;
  const rest = lead ? section.items.slice(1) : section.items;
  const offset = lead ? 1 : 0; // rest[i] is item i + offset of the section
  // Under the section's own heading the category label would only repeat it.
  const labelled = (card: CardView) => card.category !== section.title;
  return (
    <section
      className={`post-section post-section--${section.width} post-section--${section.shape}`}
      aria-labelledby={headingId}
    >
      <SectionHeading section={section} id={headingId} />
      {section.items.length ? (
        <div className="post-section__body">
          {lead && section.lead && (
            <div className="post-section__lead">
              <Card card={lead} size={section.lead} load={load} showCategory={labelled(lead)} />
            </div>
          )}
          {rest.length > 0 && (
            <ol className={`post-section__rest bare-list${section.shape === 'spotlight' ? ' swipe-row' : ''}`}>
              {rest.map((card, i) => (
                <li
                  key={card.id}
                  className="post-section__item"
                  data-extra={isExtra(i + offset, section.count) ? '' : undefined}
                >
                  {/* In the spotlight the lead carries the picture: the others are text-only tiles. */}
                  {section.shape === 'spotlight' ? (
                    <Card card={card} size="medium" showImage={false} showText={false} showCategory={labelled(card)} />
                  ) : (
                    <Card card={card} size="small" showText={false} showCategory={labelled(card)} load={restLoad(i)} />
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : (
        <EmptyCards />
      )}
    </section>
  );
}

/** The heading is itself the link to the section's list, or has a 'See more' link beside it. */
function SectionHeading({ section, id }: { section: GridSectionView; id: string }) {
  const t = useT();
  if (section.link === 'heading') {
    return (
      <h2 className="section__title post-section__title" id={id}>
        <Link className="card-heading-link post-section__link" href={section.href}>
          {section.title}
        </Link>
      </h2>
    );
  }
  return (
    <div className="section__head post-section__head">
      <h2 className="section__title" id={id}>
        {section.title}
      </h2>
      <MoreLink
        className="section__more post-section__more"
        href={section.href}
        label={t('entertainment.seeMore')}
        of={section.title}
      />
    </div>
  );
}
