/**
 * A card's 16:9 picture. How it loads depends on where the card sits (`ImageLoad`): the page's
 * largest picture on a phone loads first, other cards of the first screen at a desktop width load
 * at once, and every other card image waits for the viewport. The alt is empty: the card's title,
 * right beside the picture, already names the story, and a repeated alt is only noise for
 * screen-reader users.
 */

/**
 * `lead`: the first screen's largest picture (eager, fetched at high priority: Lighthouse's LCP);
 * `eager`: on the first screen at some width, but not the largest (never lazy: a lazy image above
 * the fold waits for layout); `lazy`: below the fold at every width.
 */
export type ImageLoad = 'lead' | 'eager' | 'lazy';

export function CardImage({ src, load = 'lazy', className }: { src: string; load?: ImageLoad; className: string }) {
  return (
    <div className={className}>
      <img
        src={src}
        alt=""
        width={640}
        height={360}
        loading={load === 'lazy' ? 'lazy' : 'eager'}
        decoding="async"
        fetchPriority={load === 'lead' ? 'high' : undefined}
      />
    </div>
  );
}

/**
 * A tile's 16:9 picture below the fold, with no wrapper of its own: the show, event, host-show and
 * content-section tiles. The alt is empty unless the tile asks otherwise, as for CardImage.
 */
export function TileImage({ src, className, alt = '' }: { src: string; className?: string; alt?: string }) {
  return <img className={className} src={src} alt={alt} width={640} height={360} loading="lazy" decoding="async" />;
}

/**
 * A page's first, largest picture (a banner, a show's or a series' head): loaded at once and
 * fetched at high priority, so it is Lighthouse's LCP and never waits for the viewport.
 */
export function LeadImage(props: { className: string; src: string; width: number; height: number }) {
  const { className, src, width, height } = props;
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
}
