/**
 * A card's 16:9 picture. How it loads depends on where the card sits (`ImageLoad`): the page's
 * largest picture on a phone loads first, other cards of a phone's first screen load at once, and
 * every other card image waits for the viewport. The alt is empty: the card's title,
 * right beside the picture, already names the story, and a repeated alt is only noise for
 * screen-reader users.
 */

import { imageSrc, useApp } from '../../app/context';

/**
 * `lead`: the first screen's largest picture (eager, fetched at high priority: Lighthouse's LCP);
 * `eager`: on a phone's first screen (412×823), but not the largest (a lazy image above the fold
 * waits for layout); `lazy`: below a phone's first screen. Phones first: a picture on the first
 * screen only at desktop widths is lazy, and waits there for the first layout (tens of
 * milliseconds on a desktop), rather than a phone fetching and decoding it during the load, a
 * screen or more below what it shows (issue 29, docs/performance.md).
 */
export type ImageLoad = 'lead' | 'eager' | 'lazy';

export function CardImage({ src, load = 'lazy', className }: { src: string; load?: ImageLoad; className: string }) {
  return (
    <div className={className}>
      <Picture src={src} width={640} height={360} load={load} />
    </div>
  );
}

/**
 * A picture beside the words that name it (so its alt is empty unless given), its space kept at
 * `width` × `height` until it loads, loaded as `load` says; with the data saver, one below the
 * first screen is an empty frame of its size until asked for (imageSrc). Every screen's banner,
 * portrait and card picture is one; here, in the cards' module, because most screens already load it.
 */
export function Picture({
  className,
  src,
  width,
  height,
  load = 'lazy',
  alt = '',
}: {
  className?: string;
  src: string;
  width: number;
  height: number;
  load?: ImageLoad;
  alt?: string;
}) {
  const { saveData } = useApp();
  return (
    <img
      className={className}
      src={imageSrc(saveData, src, width, height, load === 'lazy')}
      alt={alt}
      width={width}
      height={height}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={load === 'lead' ? 'high' : undefined}
    />
  );
}
