/** showCards: cards of shows (picture, name, airtime), each linking to its show page. */
import type { SectionOf } from './types';
import { SectionHeading } from './SectionHeading';
import { TileImage } from './TileImage';
import { Link } from '../../../components/link/Link';

export function ShowCardsSection({ section }: { section: SectionOf<'showCards'> }) {
  if (section.shows.length === 0) return null;
  return (
    <div className="show-cards-section">
      <SectionHeading title={section.title} />
      <ul className="tile-grid tile-grid--4 bare-list">
        {section.shows.map((show) => (
          <li key={show.href} className="tile">
            <TileImage src={show.image} />
            <div className="tile__body">
              <h3 className="tile__title">
                <Link className="tile__link" href={show.href}>
                  {show.title}
                </Link>
              </h3>
              {show.time && <p className="tile__meta">{show.time}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
