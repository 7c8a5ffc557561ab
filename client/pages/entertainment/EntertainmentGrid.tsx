/**
 * The 'All' entertainment grid, placed as the spec's table says: Bollywood wide on the left with
 * Pollywood on the right, then Reviews, Exclusive interviews and Local Events as a row of three
 * (left, centre, right). Each section has its heading and a 'See more' link to its tag.
 */
import type { CardView } from '../../../shared/loaders/cards';
import type { EntertainmentGridView } from '../../../shared/loaders/entertainment';
import { useT } from '../../app/context';
import { Card, EmptyCards } from '../../components/cards/Card';

type Section = EntertainmentGridView['sections'][number];

export function EntertainmentGrid({ view }: { view: EntertainmentGridView }) {
  return (
    <div className="ent-grid">
      {view.sections.map((section, i) => (
        <EntertainmentSection key={section.slug} section={section} eager={i === 0} />
      ))}
    </div>
  );
}

/**
 * The wide section opens on a picture-led lead; Pollywood, the column beside it, is a list of
 * headlines so the two sit level; the row of three opens each on a standard tile.
 */
const leadSize = (section: Section) =>
  section.placement === 'wide' ? 'featured' : section.slug === 'pollywood' ? null : 'medium';

function EntertainmentSection({ section, eager }: { section: Section; eager: boolean }) {
  const t = useT();
  const headingId = `ent-section-${section.slug}`;
  const size = leadSize(section);
  const lead = size ? section.items[0] : undefined;
  const rest = size ? section.items.slice(1) : section.items;
  // Under the section's own heading the category label would only repeat it.
  const labelled = (card: CardView) => card.category !== section.heading;
  return (
    <section
      className={`ent-section ent-section--${section.placement} ent-section--${section.slug}`}
      aria-labelledby={headingId}
    >
      <div className="section__head ent-section__head">
        <h2 className="section__title ent-section__title" id={headingId}>
          {section.heading}
        </h2>
        <a className="section__more ent-section__more" href={section.href}>
          {t('entertainment.seeMore')}
          <span className="visually-hidden">: {section.heading}</span>
        </a>
      </div>
      {section.items.length ? (
        <div className={`ent-section__body${lead ? '' : ' ent-section__body--list'}`}>
          {lead && size && (
            <div className="ent-section__lead">
              <Card card={lead} size={size} eager={eager} showCategory={labelled(lead)} />
            </div>
          )}
          {rest.length > 0 && (
            <ol className="ent-section__rest">
              {rest.map((card) => (
                <li key={card.id} className="ent-section__item">
                  <Card card={card} size="small" showText={false} showCategory={labelled(card)} />
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
