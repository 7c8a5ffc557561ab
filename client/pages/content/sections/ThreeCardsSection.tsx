/** threeCards: three picture cards with a short text, each linking on when it has a link. */
import type { SectionOf } from './types';
import { RichText } from '../RichText';
import { SiteLink } from '../SiteLink';
import { SectionHeading } from './SectionHeading';
import { TileImage } from './TileImage';

export function ThreeCardsSection({ section }: { section: SectionOf<'threeCards'> }) {
  if (section.tiles.length === 0) return null;
  return (
    <div className="three-cards-section">
      <SectionHeading title={section.title} />
      <ul className="tile-grid tile-grid--3 bare-list">
        {section.tiles.map((tile, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slide's place in a fixed list is its identity; pictures may repeat
          <li key={`${tile.title}-${i}`} className="tile">
            <TileImage src={tile.image} />
            <div className="tile__body">
              <h3 className="tile__title">
                {tile.link ? (
                  <SiteLink link={tile.link} className="tile__link">
                    {tile.title}
                  </SiteLink>
                ) : (
                  tile.title
                )}
              </h3>
              <RichText html={tile.html} className="tile__text" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
