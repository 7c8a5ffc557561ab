/**
 * One news category (a tag, or /news/latest): the cards, pagination, and a sidebar with 'Latest
 * News' (link /news/latest) and 'Featured'. The sidebar's latest list is cut to 8, 6, 4 or 1 by
 * the measured height of the list column (spec bands, bands.ts). The server renders 4 and so does
 * the first browser render; a ResizeObserver then measures. The sidebar sits beside the list on
 * desktop and below it on phones, so its length never moves the list.
 */
import { useEffect, useRef, useState } from 'react';
import type { NewsListView } from '../../../shared/loaders/news';
import { useT } from '../../app/context';
import { CardList, CardRail } from '../../components/cards/CardList';
import { Pagination } from '../../components/pagination/Pagination';
import { LATEST_SERVER_COUNT, latestCountForHeight } from './bands';

export function NewsList({ view }: { view: NewsListView }) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const [latestCount, setLatestCount] = useState(LATEST_SERVER_COUNT);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    // Fires once on observe and again whenever the column's height changes (images, fonts, new page).
    const observer = new ResizeObserver(() =>
      setLatestCount(latestCountForHeight(list.getBoundingClientRect().height)),
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="news-list">
      <div className="news-list__main">
        <div ref={listRef}>
          <CardList cards={view.items} section={view.title} />
        </div>
        <Pagination current={view.page} total={view.totalPages} href={(n) => `${view.baseHref}/${n}`} />
      </div>
      <div className="news-list__side">
        <CardRail
          id="news-side-latest"
          title={t('news.latest')}
          href="/news/latest"
          cards={view.latest.slice(0, latestCount)}
        />
        {view.featured.length > 0 && (
          <CardRail id="news-side-featured" title={t('news.featured')} cards={view.featured} />
        )}
      </div>
    </div>
  );
}
