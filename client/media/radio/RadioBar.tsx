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
import type { Lang } from '../../../shared/types/content';
import { clockTime } from '../../../shared/format/clock';
import { pick } from '../../../shared/format/pick';
import { useApp, useT } from '../../app/context';
import { isStreamOn, PLAYER_CROSSING_MS, type StreamId } from '../../stores/radio-logic';
import { radio, retryLive, setCondensed, setLiveInfo, toggleLive } from '../../stores/radio';
import { ChevronIcon, LiveIcon, PauseIcon, PlayIcon, Spinner } from './icons';
import { langOf } from '../../../shared/format/script-lang';
import { Marquee } from './Marquee';
import { useAiring } from './useAiring';
import { useNowPlaying } from './useNowPlaying';

const STREAMS: { id: StreamId; label: string }[] = [
  { id: 'fm', label: '91.5 FM' },
  { id: 'hd2', label: '91.5 HD2' },
];

/** Schedule times arrive as 'HH:mm'; anything else is shown as it came. */
function showTime(value: string, lang: Lang): string {
  return /^\d{1,2}:\d{2}$/.test(value) ? clockTime(value, lang) : value;
}

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
  const { lang, settings } = useApp();
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
  const time = show ? `${showTime(show.start, lang)} – ${showTime(show.end, lang)}` : '';
  const options = [showName || t('radio.fallbackTitle'), ...(settings?.marquee ?? [])];
  const trouble = live.offline ? null : live.connection === 'ok' ? null : live.connection;
  const status = live.offline
    ? t('radio.offline')
    : trouble === 'reconnecting'
      ? t('radio.reconnecting')
      : trouble === 'unavailable' && live.stream
        ? t('radio.unavailable', { stream: label(live.stream) })
        : live.loading && live.stream
          ? t('radio.connecting', { stream: label(live.stream) })
          : '';

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
      {trouble && (
        <div className="radio-bar__trouble">
          {/* Read out by the status region below; the button is what a screen reader needs here. */}
          <p aria-hidden="true">
            {live.loading && <Spinner size={16} />}
            <span>{status}</span>
          </p>
          {trouble === 'unavailable' && (
            <button type="button" className="radio-bar__retry" onClick={retryLive}>
              {t('radio.retry')}
            </button>
          )}
        </div>
      )}
      <div className="container radio-bar__row">
        <span className="radio-bar__art">
          {show?.image ? (
            <img src={show.image} alt="" width={56} height={56} decoding="async" />
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

        {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons labelled as one group; a <fieldset> is for form fields and needs a legend */}
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

function label(id: StreamId): string {
  return STREAMS.find((s) => s.id === id)?.label ?? id;
}
