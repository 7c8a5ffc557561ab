/** showCards: cards of shows (picture, name, airtime), each linking to its show page. */
import type { SectionOf } from './types';
import { Tile, TileGrid } from './Tile';
import { Link } from '../../../components/link/Link';

export function ShowCardsSection({ section }: { section: SectionOf<'showCards'> }) {
  if (section.shows.length === 0) return null;
  return (
    <TileGrid className="show-cards-section" title={section.title} columns={4}>
      {section.shows.map((show) => (
        <Tile
          key={show.href}
          image={show.image}
          title={
            <Link className="tile__link" href={show.href}>
              {show.title}
            </Link>
          }
        >
          {show.time && <p className="tile__meta">{show.time}</p>}
        </Tile>
      ))}
    </TileGrid>
  );
}
