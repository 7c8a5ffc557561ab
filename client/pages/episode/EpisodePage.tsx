/**
 * An episode's page (spec doc 2 §2): /shows/view/{show_id}/episode/{episode_id}. Back link to the
 * show, title, languages and duration, the video (a local thumbnail until pressed, then the
 * site's inline 16:9 player, which pauses the radio) and the audio (InlineAudio: one press plays
 * it in the page, 'PLAYING' while it plays, the live radio paused), the
 * description, 'Hosted by', 'Share on', 'Aired on' with the show's card and 'Next Episode'.
 */
import { useId } from 'react';
import type { EpisodeView } from '../../../shared/loaders/episode';
import { useT } from '../../app/context';
import { InlineAudio, StickyVideo } from '../../media/media-islands';
import { ShareBlock } from '../article/share-island';
import { EpisodeAside } from './aside-island';
import '../show/show.css';
import './episode.css';
import { Link, useLocalizedHtml } from '../../components/link/Link';

export function EpisodePage({ view }: { view: EpisodeView }) {
  const localizeHtml = useLocalizedHtml();
  const t = useT();
  const titleId = useId();
  const airedId = useId();
  const nextId = useId();
  return (
    <article className="episode-page section" aria-labelledby={titleId}>
      <div className="container">
        <Link className="back-link" href={view.back.href}>
          {t('episode.back', { show: view.back.show })}
        </Link>
        <div className="episode-page__layout">
          <div className="episode-page__main">
            <h1 className="episode-page__title" id={titleId}>
              {view.title}
            </h1>
            <EpisodeFacts view={view} />
            {view.video && (
              <div className="episode-page__video">
                <StickyVideo videoId={view.video.videoId} title={view.video.title} image={view.video.image} lead />
              </div>
            )}
            {view.audio && (
              <section className="episode-page__audio" aria-label={t('episode.listen')}>
                <InlineAudio
                  title={view.title}
                  image={view.image}
                  info={view.audio}
                  load={view.video ? 'eager' : 'lead'}
                />
              </section>
            )}
            {view.descriptionHtml && (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by an allow-list at the contract edge (worker/content/sanitize.ts)
              <div className="show-rich" dangerouslySetInnerHTML={{ __html: localizeHtml(view.descriptionHtml) }} />
            )}
            <EpisodeHosts hosts={view.hosts} />
            <ShareBlock path={view.path} title={view.title} />
          </div>
          <EpisodeAside view={view} airedId={airedId} nextId={nextId} />
        </div>
      </div>
    </article>
  );
}

/** The episode's date, languages and duration, each only when it has one. */
function EpisodeFacts({ view }: { view: EpisodeView }) {
  const t = useT();
  return (
    <dl className="episode-page__facts">
      {view.date && (
        <div>
          <dt className="visually-hidden">{t('video.date')}</dt>
          <dd>
            <time dateTime={view.dateTime}>{view.date}</time>
          </dd>
        </div>
      )}
      {view.languages && (
        <div>
          <dt>{t('episode.languages')}</dt>
          <dd>{view.languages}</dd>
        </div>
      )}
      {view.duration && (
        <div>
          <dt>{t('episode.duration')}</dt>
          <dd>{view.duration}</dd>
        </div>
      )}
    </dl>
  );
}

/** 'Hosted by' and the hosts' links, when the episode names any. */
function EpisodeHosts({ hosts }: { hosts: EpisodeView['hosts'] }) {
  const t = useT();
  if (hosts.length === 0) return null;
  return (
    <p className="episode-page__hosts">
      <span className="episode-page__label">{t('episode.hostedBy')}</span>
      {hosts.map((h, i) => (
        <span key={h.href}>
          {i > 0 && ', '}
          <Link href={h.href}>{h.name}</Link>
        </span>
      ))}
    </p>
  );
}
