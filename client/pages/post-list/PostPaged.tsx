/**
 * One tag's list (a news category, /news/latest, an entertainment tag or 'all' past page 1): the
 * cards, pagination, and the side columns beside the list on desktop and below it on phones, so
 * their length never moves the list. A column marked `fit` (news 'Latest') is cut to 8, 6, 4 or
 * 1 entries by the measured height of the list column (spec bands, bands.ts): the server renders
 * 4 and so does the first browser render; a ResizeObserver then measures.
 */
import { useEffect, useRef, useState } from 'react';
import type { PostPageView } from '../../../shared/loaders/post-list';
import { CardList, CardRail } from '../../components/cards/CardList';
import { Pagination } from '../../components/pagination/Pagination';
import { LATEST_SERVER_COUNT, latestCountForHeight } from './bands';

export function PostPaged({ view }: { view: PostPageView }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [fitCount, setFitCount] = useState(LATEST_SERVER_COUNT);
  const fits = view.rails.some((rail) => rail.fit);

  useEffect(() => {
    const list = listRef.current;
    if (!fits || !list || typeof ResizeObserver === 'undefined') return;
    // Fires once on observe and again whenever the column's height changes (images, fonts, new page).
    const observer = new ResizeObserver(() => setFitCount(latestCountForHeight(list.getBoundingClientRect().height)));
    observer.observe(list);
    return () => observer.disconnect();
  }, [fits]);

  return (
    <div className="post-paged">
      <div className="post-paged__main">
        <div ref={listRef}>
          <CardList cards={view.items} section={view.title} categories={view.categories} />
        </div>
        <Pagination current={view.page} total={view.totalPages} href={(n) => `${view.baseHref}/${n}`} />
      </div>
      <div className="post-paged__side">
        {view.rails.map((rail) => (
          // Beside the list at desktop widths, under it on a phone: lazy (ImageLoad: phones first).
          <CardRail
            key={rail.id}
            id={rail.id}
            title={rail.title}
            href={rail.href}
            cards={rail.fit ? rail.cards.slice(0, fitCount) : rail.cards}
          />
        ))}
      </div>
    </div>
  );
}
