/**
 * The live part of a stream's page (issue 28): the play button (the radio bar's store plays the
 * stream), the song on now (useNowPlaying, live while the page is open), the last songs (read
 * again at each change of song) and "What played at…". Everything here is the browser's: the
 * page's HTML is edge-cached, the songs are live data.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { langOf } from '../../../shared/format/script-lang';
import type { RadioStream } from '../../../shared/loaders/radio';
import { useT } from '../../app/context';
import { PauseIcon, PlayIcon } from '../../media/radio/icons';
import { useNowPlaying } from '../../media/radio/useNowPlaying';
import { isStreamOn } from '../../stores/radio-logic';
import { radio, toggleLive } from '../../stores/radio';
import { historyPath } from './history';
import { PlayedAt } from './PlayedAt';
import { Songs } from './Songs';
import { useHistory } from './use-history';

export function LiveStream({ stream, name }: { stream: RadioStream; name: string }) {
  const t = useT();
  const { live } = useSnapshot(radio);
  const on = isStreamOn(live, stream);
  // Live while the page is open, whether or not the visitor listens: the page is about the stream.
  const track = useNowPlaying(stream, true);
  const recent = useHistory(historyPath(stream, null), track);
  const recentId = useId();
  return (
    <div className="radio-live">
      <section className="radio-now panel" aria-label={name}>
        <button
          type="button"
          className="show-card__listen radio-now__play"
          aria-pressed={on}
          onClick={() => void toggleLive(stream)}
        >
          {on ? <PauseIcon size={22} /> : <PlayIcon size={22} />}
          <span>{on ? t('shows.pauseLive') : t('shows.listenLive')}</span>
        </button>
        <p className="radio-now__track" aria-live="polite">
          <span className="radio-now__label">{t('radio.nowPlaying')}</span>
          {track ? (
            <span className="radio-now__title" lang={langOf(track) ?? undefined}>
              {track}
            </span>
          ) : (
            <span className="radio-now__title radio-now__title--waiting">{t('radio.fallbackTitle')}</span>
          )}
        </p>
      </section>
      <section className="radio-songs radio-songs--recent" aria-labelledby={recentId}>
        <h2 className="section__title" id={recentId}>
          {t('radioPage.recent')}
        </h2>
        <Songs list={recent.list} retry={recent.retry} empty={t('radioPage.noSongs')} />
      </section>
      <PlayedAt stream={stream} />
    </div>
  );
}
