/**
 * The tile grids of the content sections (show cards, three cards): a section under its heading
 * with its tiles in `columns` per row on wide screens, each tile a picture, a title and the lines
 * under it.
 */
import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';
import { Picture } from '../../../components/cards/CardImage';

export function TileGrid({
  className,
  title,
  columns,
  children,
}: {
  className: string;
  title: string;
  columns: 3 | 4;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <SectionHeading title={title} />
      <ul className={`tile-grid tile-grid--${columns} bare-list`}>{children}</ul>
    </div>
  );
}

/** One tile. Its picture is decorative (the title names it) and lazy (the grids sit below the fold). */
export function Tile({ image, title, children }: { image: string; title: ReactNode; children: ReactNode }) {
  return (
    <li className="tile">
      <Picture className="tile__image" src={image} width={640} height={360} />
      <div className="tile__body">
        <h3 className="tile__title">{title}</h3>
        {children}
      </div>
    </li>
  );
}
