/**
 * One entertainment tag (or 'all' past page 1): its cards and pagination
 * (/entertainment/{tag or all}/{page}), with a 'Latest' column linking to /entertainment/all.
 * The column sits beside the list on desktop and below it on phones.
 */
import type { EntertainmentListView } from '../../../shared/loaders/entertainment';
import { useT } from '../../app/context';
import { CardList, CardRail } from '../../components/cards/CardList';
import { Pagination } from '../../components/pagination/Pagination';

export function EntertainmentList({ view }: { view: EntertainmentListView }) {
  const t = useT();
  return (
    <div className="ent-list">
      <div className="ent-list__main">
        {/* A tag's own list needs no category on every card; the all-tags list keeps them. */}
        <CardList cards={view.items} section={view.title} categories={view.baseHref === '/entertainment/all'} />
        <Pagination current={view.page} total={view.totalPages} href={(n) => `${view.baseHref}/${n}`} />
      </div>
      <div className="ent-list__side">
        <CardRail
          id="ent-side-latest"
          title={t('entertainment.latest')}
          href="/entertainment/all"
          cards={view.latest}
        />
      </div>
    </div>
  );
}
