/**
 * 'Latest News' beside the story (spec doc 1 §2): its entries hide to fit the article's height,
 * recomputed on resize, and are not trimmed at viewport widths of 600px or less (where the
 * column sits under the story). The server renders every entry; the browser measures in an
 * effect and hides the extras, so the first render matches on both sides. Hidden entries stay
 * laid out (out of flow, invisible) so they can still be measured, and are inert and
 * aria-hidden so neither keyboard nor screen reader reaches them.
 */
import { StoryBody } from './StoryBody';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CardView } from '../../../shared/loaders/cards';
import { useT } from '../../app/context';
import { columnsOf, fitCount } from './fit';
import { Link } from '../../components/link/Link';
import type { Held } from '../../app/part-props';
import { pageImage } from '../../../shared/format/page-image';

/** The spec's "600px or less": no trimming there. */
const NO_TRIM = '(max-width: 600px)';

/**
 * How many entries show: all of them on the server and the first render, then as many as fit the
 * story's height (measured once per frame, after layout settles: images, fonts and resizes arrive
 * in bursts), all of them again at 600px or less.
 */
function useShownEntries(
  items: CardView[],
  measureRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLOListElement | null>,
): number {
  const [shown, setShown] = useState(items.length);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new items (another article) must be measured again
  useEffect(() => {
    const main = measureRef.current;
    const list = listRef.current;
    if (!main || !list) return;
    const noTrim = window.matchMedia(NO_TRIM);
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const entries = Array.from(list.children) as HTMLElement[];
        if (noTrim.matches) {
          setShown(entries.length);
          return;
        }
        // Room = the story's height minus what sits above the list in this column (its heading).
        const available = main.getBoundingClientRect().height - list.offsetTop;
        // Tablets lay the list out in two columns (CSS); count rows there, not single entries.
        const heights = entries.map((e) => e.getBoundingClientRect().height);
        setShown(fitCount(heights, available, columnsOf(getComputedStyle(list))));
      });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(main);
    for (const entry of Array.from(list.children)) observer.observe(entry);
    noTrim.addEventListener('change', measure);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      noTrim.removeEventListener('change', measure);
    };
  }, [items, measureRef, listRef]);
  return shown;
}

export function LatestSidebar({
  items,
  measureRef,
}: {
  items: CardView[];
  measureRef: Held<RefObject<HTMLElement | null>>;
}) {
  const t = useT();
  const listRef = useRef<HTMLOListElement>(null);
  const shown = useShownEntries(items, measureRef, listRef);

  if (items.length === 0) return null;
  return (
    <aside className="article-latest" aria-labelledby="article-latest-title">
      <h2 className="section__title article-latest__title" id="article-latest-title">
        <Link href="/news/latest">{t('article.latestNews')}</Link>
      </h2>
      <ol className="article-latest__list" ref={listRef}>
        {items.map((card, i) => (
          <LatestEntry key={card.id} card={card} hidden={i >= shown} />
        ))}
      </ol>
    </aside>
  );
}

/**
 * One entry: hidden ones stay laid out (out of flow, invisible) so they can still be measured, and
 * are inert and aria-hidden. Pictures load near the viewport: beside the story's first screen at
 * desktop widths they wait for the first layout, and a phone, where the column is under the story,
 * does not fetch them during the load (ImageLoad in client/components/cards/CardImage.tsx).
 */
function LatestEntry({ card, hidden }: { card: CardView; hidden: boolean }) {
  return (
    <li
      className={`article-latest__item${hidden ? ' article-latest__item--hidden' : ''}`}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      <article className="article-story article-story--row">
        <div className="article-story__media">
          <img src={pageImage(card.image)} alt={card.title} width={640} height={360} loading="lazy" decoding="async" />
        </div>
        <StoryBody card={card} />
      </article>
    </li>
  );
}
