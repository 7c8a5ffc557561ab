/** threeCards: three picture cards with a short text, each linking on when it has a link. */
import type { SectionOf } from './types';
import { RichText } from '../RichText';
import { SiteLink } from '../../../components/link/Link';
import { Tile, TileGrid } from './Tile';

export function ThreeCardsSection({ section }: { section: SectionOf<'threeCards'> }) {
  if (section.tiles.length === 0) return null;
  return (
    <TileGrid className="three-cards-section" title={section.title} columns={3}>
      {section.tiles.map((tile, i) => (
        <Tile
          // biome-ignore lint/suspicious/noArrayIndexKey: a slide's place in a fixed list is its identity; pictures may repeat
          key={`${tile.title}-${i}`}
          image={tile.image}
          title={
            tile.link ? (
              <SiteLink link={tile.link} className="tile__link">
                {tile.title}
              </SiteLink>
            ) : (
              tile.title
            )
          }
        >
          <RichText html={tile.html} className="tile__text" />
        </Tile>
      ))}
    </TileGrid>
  );
}
