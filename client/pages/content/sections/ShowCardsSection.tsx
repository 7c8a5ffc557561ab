/** showCards: cards of shows (picture, name, airtime), each linking to its show page. */
import type { SectionOf } from './types';
import { SectionHeading } from './SectionHeading';
import { TileImage } from '../../../components/cards/CardImage';
import { TitleLink } from '../../../components/cards/TitleLink';

export function ShowCardsSection({ section }: { section: SectionOf<'showCards'> }) {
  if (section.shows.length === 0) return null;
  return (
    <div className="show-cards-section">
      <SectionHeading title={section.title} />
      <ul className="tile-grid tile-grid--4">
        {section.shows.map((show) => (
          <li key={show.href} className="tile">
            <TileImage className="tile__image" src={show.image} />
            <div className="tile__body">
              <TitleLink block="tile" href={show.href} title={show.title} />
              {show.time && <p className="tile__meta">{show.time}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
