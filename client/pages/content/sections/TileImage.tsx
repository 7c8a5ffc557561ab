/** A tile's picture in the content sections' grids: lazy, 16:9, decorative (the title names it). */
export function TileImage({ src }: { src: string }) {
  return <img className="tile__image" src={src} alt="" width={640} height={360} loading="lazy" decoding="async" />;
}
