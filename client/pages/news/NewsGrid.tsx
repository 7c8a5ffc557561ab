/**
 * The 'All' news grid: the spec's sections in order (latest 5, featured 5, bc 4, alberta 4,
 * canada 4, world 3, india 5, finance 2, sports 4), each heading linking to its category. The
 * loader sends two more items per section; they carry data-extra and CSS shows them only in
 * windows at least 800px tall (spec: two more when the measured height is at least 800), so the
 * server render is final and nothing shifts.
 */
import type { CardView } from '../../../shared/loaders/cards';
import type { NewsGridView } from '../../../shared/loaders/news';
import { Card, EmptyCards } from '../../components/cards/Card';
import { isExtra } from './bands';

type Section = NewsGridView['sections'][number];

/**
 * A newspaper page rather than nine equal rows: the two top stories get the full width (a large
 * lead beside headlines; a picture-led spotlight), regions share a row in thirds, India takes two
 * thirds beside World, and finance and sports split the last row.
 */
const LAYOUT: Record<string, { lead: 'large' | 'featured' | 'medium'; width: 'full' | 'wide' | 'third' | 'half' }> = {
  latest: { lead: 'large', width: 'full' },
  featured: { lead: 'featured', width: 'full' },
  bc: { lead: 'medium', width: 'third' },
  alberta: { lead: 'medium', width: 'third' },
  canada: { lead: 'medium', width: 'third' },
  world: { lead: 'medium', width: 'third' },
  india: { lead: 'large', width: 'wide' },
  finance: { lead: 'medium', width: 'half' },
  sports: { lead: 'medium', width: 'half' },
};
const DEFAULT_LAYOUT = { lead: 'medium', width: 'half' } as const;

export function NewsGrid({ view }: { view: NewsGridView }) {
  return (
    <div className="news-grid">
      {view.sections.map((section, i) => (
        <NewsGridSection key={section.slug} section={section} eager={i === 0} />
      ))}
    </div>
  );
}

function NewsGridSection({ section, eager }: { section: Section; eager: boolean }) {
  const layout = LAYOUT[section.slug] ?? DEFAULT_LAYOUT;
  const headingId = `news-section-${section.slug}`;
  const [lead, ...rest] = section.items;
  const spotlight = layout.lead === 'featured';
  return (
    <section
      className={`news-section news-section--${layout.width}${spotlight ? ' news-section--spotlight' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 className="section__title news-section__title" id={headingId}>
        <a className="news-section__link" href={section.href}>
          {section.title}
        </a>
      </h2>
      {lead ? (
        <div className="news-section__body">
          <div className="news-section__lead">
            <Card card={lead} size={layout.lead} eager={eager} showCategory={lead.category !== section.title} />
          </div>
          {rest.length > 0 && (
            <ol className="news-section__rest">
              {rest.map((card, i) => (
                <GridItem
                  key={card.id}
                  card={card}
                  extra={isExtra(i + 1, section.count)}
                  tile={spotlight}
                  section={section.title}
                />
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

/**
 * A headline row with a thumbnail, or in the spotlight a text-only tile (the lead carries the
 * picture); an extra item is marked for the CSS rule. The category shows only where it tells the
 * reader something, i.e. not under that category's own heading.
 */
function GridItem({ card, extra, tile, section }: { card: CardView; extra: boolean; tile: boolean; section: string }) {
  return (
    <li className="news-section__item" data-extra={extra ? '' : undefined}>
      <Card
        card={card}
        size={tile ? 'medium' : 'small'}
        showImage={!tile}
        showText={false}
        showCategory={card.category !== section}
      />
    </li>
  );
}
