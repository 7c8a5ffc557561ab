/**
 * The live radio bar (spec §2 "Players and modals"): the two streams as toggle buttons, the
 * airing show (name in the visitor's language, time, status) in a marquee with the station's
 * marquee lines, and the offline state with its loader. Fixed at the bottom on phones; above
 * 1025px the visitor can condense it to a slim bar (the condensed-player flag; CSS ignores the
 * flag below 1025px, as the spec shows the condensed bar only on wide screens). While a stream
 * plays, the track it names sits under the show; after a drop-out a notice says "Reconnecting…"
 * or that the stream is unavailable, with Retry.
 */
import './radio.css';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { pick } from '../../../shared/format/pick';
import type { AiringResponse } from '../../../shared/types/media';
import { useApp, useT } from '../../app/context';
import { isStreamOn, type LiveState, PLAYER_CROSSING_MS } from '../../stores/radio-logic';
import { radio, retryLive, setCondensed, setLiveInfo, toggleLive } from '../../stores/radio';
import { ChevronIcon, LiveIcon, PauseIcon, PlayIcon, Spinner } from './icons';
import { langOf } from '../../../shared/format/script-lang';
import { Link } from '../../components/link/Link';
import { Marquee } from './Marquee';
import { RadioToolsButton } from './RadioToolsButton';
import { liveStatus, showHours, STREAMS, troubleOf } from './radio-bar-status';
import { useAiring } from './useAiring';
import { useNowPlaying } from './useNowPlaying';
import { pageImage } from '../../../shared/format/page-image';

/**
 * The text for a polite live region: nothing at first, then `text` each time it changes (the
 * airing show, the track), so a screen reader hears a change once, never each marquee tick.
 * With `fromEmpty` false, the first value arriving (the page's own show) is not news.
 */
function useChangeNotice(text: string, fromEmpty: boolean): string {
  const seen = useRef(text);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (text && text !== seen.current && (fromEmpty || seen.current)) setNotice(text);
    seen.current = text;
  }, [text, fromEmpty]);
  return notice;
}

export function RadioBar({ hidden = false }: { hidden?: boolean }) {
  const { lang, ui, settings } = useApp();
  const t = useT();
  const snap = useSnapshot(radio);
  const airing = useAiring();
  const show = airing?.show ?? null;
  const showName = show ? pick(lang, show.name, show.namePa) : '';
  const { live, condensed } = snap;
  const track = useNowPlaying(live.stream, live.playing && live.connection === 'ok');

  // The lock screen shows the track and the airing show while a stream plays.
  useEffect(() => setLiveInfo({ show: showName || null, track }), [showName, track]);

  const airingNotice = useChangeNotice(showName && `${t('radio.nowAiring')}: ${showName}`, false);
  const trackNotice = useChangeNotice(track ? `${t('radio.nowPlaying')}: ${track}` : '', true);

  const onAir = airing ? airing.status === 'live' : true;
  const options = [showName || t('radio.fallbackTitle'), ...(settings?.marquee ?? [])];
  const trouble = troubleOf(live);
  const status = liveStatus(live, ui);

  return (
    <section
      className={`radio-bar${condensed ? ' radio-bar--condensed' : ''}${live.offline ? ' radio-bar--offline' : ''}`}
      aria-label={t('radio.region')}
      hidden={hidden}
    >
      {live.offline && (
        <p className="radio-bar__offline" aria-hidden="true">
          <Spinner size={16} />
          <span>{t('radio.offline')}</span>
        </p>
      )}
      {trouble && <Trouble trouble={trouble} loading={live.loading} status={status} />}
      <div className="container radio-bar__row">
        <AiringShow
          show={show}
          onAir={onAir}
          time={showHours(show, lang)}
          options={options}
          track={track}
          songsHref={`/radio/${live.stream ?? 'fm'}`}
        />
        <StreamButtons live={live} />
        <RadioToolsButton showEnd={show?.end ?? null} />
        <button
          type="button"
          className="radio-bar__condense"
          aria-label={condensed ? t('radio.expand') : t('radio.condense')}
          onClick={() => setCondensed(!condensed)}
        >
          <ChevronIcon up={condensed} />
        </button>
      </div>

      {/* Announces connecting, offline, reconnecting and unavailable (politely: role=status); the pressed state of the buttons says the rest. */}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {/* The airing show and the playing track, read once when they change (the marquee is silent). */}
      <p className="visually-hidden" aria-live="polite">
        <span>{airingNotice}</span> <span>{trackNotice}</span>
      </p>
    </section>
  );
}

/** The stream's trouble (reconnecting, or unavailable with Retry). */
function Trouble({
  trouble,
  loading,
  status,
}: {
  trouble: 'reconnecting' | 'unavailable';
  loading: boolean;
  status: string;
}) {
  const t = useT();
  return (
    <div className="radio-bar__trouble">
      {/* Read out by the status region below; the button is what a screen reader needs here. */}
      <p aria-hidden="true">
        {loading && <Spinner size={16} />}
        <span>{status}</span>
      </p>
      {trouble === 'unavailable' && (
        <button type="button" className="radio-bar__retry" onClick={retryLive}>
          {t('radio.retry')}
        </button>
      )}
    </div>
  );
}

interface AiringShowProps {
  show: AiringResponse['show'] | null;
  onAir: boolean;
  /** The show's hours, or '' without a show. */
  time: string;
  /** The marquee's lines: the show's name (or the station's title), then the station's lines. */
  options: string[];
  /** The track the stream names while it plays. */
  track: string | null;
  /** The stream's page, with its songs (issue 28). */
  songsHref: string;
}

/** The airing show: its image, live or off air, its hours, the marquee and the playing track. */
function AiringShow({ show, onAir, time, options, track, songsHref }: AiringShowProps) {
  const t = useT();
  return (
    <>
      <span className="radio-bar__art">
        {show?.image ? (
          <img src={pageImage(show.image)} alt="" width={56} height={56} decoding="async" />
        ) : (
          <LiveIcon size={26} />
        )}
      </span>

      <div className="radio-bar__now">
        <p className="radio-bar__meta">
          <span className={`radio-bar__badge${onAir ? '' : ' radio-bar__badge--off'}`}>
            {onAir ? t('radio.live') : t('radio.offAir')}
          </span>
          {time && <span className="radio-bar__time">{time}</span>}
          <Link className="radio-bar__songs" href={songsHref}>
            {t('radioPage.recent')}
          </Link>
        </p>
        <Marquee
          className="radio-bar__title"
          options={options}
          crossing={PLAYER_CROSSING_MS}
          label={t('radio.nowAiring')}
        />
        {track && (
          <p className="radio-bar__track">
            <span className="visually-hidden">{t('radio.nowPlaying')}: </span>
            <span lang={langOf(track) ?? undefined}>{track}</span>
          </p>
        )}
      </div>
    </>
  );
}

/** The two streams as toggle buttons: pressed while on, a spinner while it connects. */
function StreamButtons({ live }: { live: LiveState }) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons labelled as one group; a <fieldset> is for form fields and needs a legend
    <div className="radio-bar__streams" role="group" aria-label={t('radio.streams')}>
      {STREAMS.map(({ id, label }) => {
        const on = isStreamOn(live, id);
        const busy = on && live.loading;
        return (
          <button
            key={id}
            type="button"
            className={`radio-bar__stream${on ? ' is-on' : ''}`}
            aria-pressed={on}
            onClick={() => void toggleLive(id)}
          >
            <span className="radio-bar__stream-icon">
              {busy ? <Spinner size={18} /> : on ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
            </span>
            <span className="radio-bar__stream-label">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
