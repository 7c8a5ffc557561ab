/**
 * An episode as a card, in the show card's look (shows/show-card.css): picture with the duration
 * on it, title (the link, stretched over the card), date. The show's highlights and the episode
 * page's 'Next Episode' use it.
 */
import type { EpisodeCardView } from '../../../shared/loaders/show';
import { otherLang } from '../../../shared/format/script-lang';
import { useApp, useT } from '../../app/context';
import { CardImage, type ImageLoad } from '../../components/cards/CardImage';
import '../shows/show-card.css';
import { Link } from '../../components/link/Link';

/** `load`: lazily unless the card is on the first screen (`ImageLoad`). */
export function EpisodeCard({
  episode,
  level = 'h3',
  load,
}: {
  episode: EpisodeCardView;
  level?: 'h2' | 'h3';
  load?: ImageLoad;
}) {
  const t = useT();
  const Heading = level;
  const { lang } = useApp();
  return (
    <article className="show-card panel panel--lift episode-card">
      <div className="episode-card__picture">
        <CardImage className="show-card__media" src={episode.image} load={load} />
        {episode.duration && (
          <span className="episode-card__duration">
            <span className="visually-hidden">{t('show.duration')} </span>
            {episode.duration}
          </span>
        )}
      </div>
      <div className="show-card__body">
        <Heading className="show-card__title" {...otherLang(episode.title, lang)}>
          <Link className="show-card__link episode-card__link" href={episode.href}>
            {episode.title}
          </Link>
        </Heading>
        {episode.date && (
          <time className="episode-card__date" dateTime={episode.dateTime}>
            {episode.date}
          </time>
        )}
      </div>
    </article>
  );
}
