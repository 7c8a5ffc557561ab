/**
 * The episode's side column: 'Aired on' with the show's card, and 'Next Episode' when there is one.
 */
import type { EpisodeView } from '../../../shared/loaders/episode';
import { useT } from '../../app/context';
import { EpisodeCard } from '../show/EpisodeCard';
import { ShowCard } from '../shows/ShowCard';

/** 'Aired on' with the show's card and 'Next Episode', headed by the page's ids (EpisodePage's useId). */
export function EpisodeAside({ view, airedId, nextId }: { view: EpisodeView; airedId: string; nextId: string }) {
  const t = useT();
  return (
    <aside className="episode-page__aside">
      <section aria-labelledby={airedId}>
        <h2 className="episode-page__heading" id={airedId}>
          {t('episode.airedOn')}
        </h2>
        {/* Beside the episode at desktop widths, under it on a phone (ImageLoad: phones first). */}
        <ShowCard show={view.show} />
      </section>
      {view.next && (
        <section className="episode-page__next" aria-labelledby={nextId}>
          <h2 className="episode-page__heading" id={nextId}>
            {t('episode.next')}
          </h2>
          <EpisodeCard episode={view.next} />
        </section>
      )}
    </aside>
  );
}
