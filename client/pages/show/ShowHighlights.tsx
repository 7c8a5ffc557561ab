/**
 * 'Show Highlights' (spec doc 2 §2): one page of episode cards with pagination. It hydrates from
 * the show page's parts chunk (parts-island.ts): cards and page links need no code before a tap.
 */
import { useId } from 'react';
import type { EpisodeCardView } from '../../../shared/loaders/show';
import { useT } from '../../app/context';
import { Pagination } from '../../components/pagination/Pagination';
import { EpisodeCard } from './EpisodeCard';

export function ShowHighlights({
  episodes,
  page,
  totalPages,
  baseHref,
}: {
  episodes: EpisodeCardView[];
  page: number;
  totalPages: number;
  baseHref: string;
}) {
  const t = useT();
  const highlightsId = useId();
  return (
    <section className="show-page__episodes" aria-labelledby={highlightsId}>
      <h2 className="section__title" id={highlightsId}>
        {t('show.highlights')}
      </h2>
      {episodes.length === 0 ? (
        <p className="show-page__empty">{t('show.noEpisodes')}</p>
      ) : (
        <ul className="grid-list episode-grid">
          {episodes.map((e) => (
            <li key={e.id} className="episode-grid__item">
              <EpisodeCard episode={e} />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page} total={totalPages} href={(n) => `${baseHref}/${n}`} />
    </section>
  );
}
