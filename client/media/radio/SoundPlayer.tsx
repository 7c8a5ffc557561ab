/**
 * The 'PLAYING NOW' bar (spec §2): shown only while a sound url is set. Image, title cut to 35
 * characters, play/stop, a seek bar, close, and 'BACK TO LIVE SHOW', which removes this player
 * and starts the live radio again.
 */
import './radio.css';
import type { ChangeEvent } from 'react';
import { useSnapshot } from 'valtio';
import { truncate } from '../../../shared/format/text';
import { useT } from '../../app/context';
import { AUDIO_TITLE_LIMIT, formatClock } from '../../stores/radio-logic';
import { backToLive, radio, resetSound, seekSound, toggleSound } from '../../stores/radio';
import { CloseIcon, LiveIcon, PlayIcon, StopIcon } from './icons';
import { SeekBar } from './SeekBar';
import { useSoundProgress } from './use-sound-progress';
import { pageImage } from '../../../shared/format/page-image';

export function SoundPlayer() {
  const t = useT();
  const { sound } = useSnapshot(radio);
  const info = sound.info;
  const [progress, setProgress] = useSoundProgress(true, sound.playing, info?.url);

  if (!info?.url) return null;

  const title = truncate(info.title, AUDIO_TITLE_LIMIT);
  const { position, duration } = progress;
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const onSeek = (event: ChangeEvent<HTMLInputElement>) => {
    const to = Number(event.target.value);
    seekSound(to);
    setProgress({ position: to, duration });
  };
  const percent = max ? Math.min(100, (position / max) * 100) : 0;

  return (
    <section className="sound-player" aria-label={t('sound.region')}>
      <div className="container sound-player__row">
        <span className="sound-player__art">
          {info.imgSrc ? (
            <img src={pageImage(info.imgSrc)} alt="" width={52} height={52} decoding="async" />
          ) : (
            <LiveIcon size={24} />
          )}
        </span>

        <div className="sound-player__now">
          <p className="sound-player__eyebrow">{t('sound.playingNow')}</p>
          <p className="sound-player__title" title={info.title === title ? undefined : info.title}>
            <span aria-hidden={info.title !== title}>{title}</span>
            {info.title !== title && <span className="visually-hidden">{info.title}</span>}
          </p>
        </div>

        <button
          type="button"
          className="sound-player__toggle icon-button"
          aria-label={sound.playing ? t('sound.stop') : t('sound.play')}
          onClick={toggleSound}
        >
          {sound.playing ? <StopIcon size={20} /> : <PlayIcon size={22} />}
        </button>

        <div className="sound-player__progress">
          <span className="sound-player__clock">{formatClock(position)}</span>
          <SeekBar
            className="sound-player__seek"
            position={position}
            value={Math.min(position, max || 1)}
            max={max}
            percent={percent}
            disabled={!max}
            onSeek={onSeek}
          />
          <span className="sound-player__clock">{formatClock(max)}</span>
        </div>

        <button type="button" className="sound-player__live" onClick={backToLive}>
          <LiveIcon size={18} />
          <span>{t('sound.backToLive')}</span>
        </button>

        <button
          type="button"
          className="sound-player__close icon-button"
          aria-label={t('sound.close')}
          onClick={resetSound}
        >
          <CloseIcon size={20} />
        </button>
      </div>
    </section>
  );
}
