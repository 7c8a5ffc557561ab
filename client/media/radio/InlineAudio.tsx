/**
 * An episode's audio, embedded in its page (spec doc 2 §2: "embedded audio player if
 * soundcloudLink is present"): one press plays it here, with no preview in between, and the card
 * shows 'PLAYING' while it plays (doc 1 §2: "Audio cards show 'PLAYING' while playing"), with
 * play/stop, the position and a seek bar. It drives the site's one sound player, so one sound
 * plays at a time: starting it pauses the live radio, the 'PLAYING NOW' bar shows it too (and
 * keeps it going when the visitor browses on), and a live stream started later stops it.
 */
import './inline-audio.css';
import type { ChangeEvent } from 'react';
import { useSnapshot } from 'valtio';
import { otherLang } from '../../../shared/format/script-lang';
import { useApp, useT } from '../../app/context';
import { formatClock, holdsSound, itemSound } from '../../stores/radio-logic';
import { playSound, radio, seekSound, toggleSound } from '../../stores/radio';
import type { AudioItemProps } from './AudioCard';
import { PlayIcon, StopIcon } from './icons';
import { SeekBar } from './SeekBar';
import { useSoundProgress } from './use-sound-progress';
import { pageImage } from '../../../shared/format/page-image';

export function InlineAudio({ info, image, title, load = 'eager' }: AudioItemProps) {
  const t = useT();
  const { lang } = useApp();
  const { sound } = useSnapshot(radio);
  // The same sound the audio card and the preview use, whichever of them started it.
  const { url, soundId } = itemSound(info);
  const mine = holdsSound(sound.info, { url, soundId });
  const playing = mine && sound.playing;
  const [progress, setProgress] = useSoundProgress(mine, playing, mine ? url : undefined);

  const press = () => {
    if (mine) toggleSound();
    else void playSound({ title, imgSrc: image, url, soundId, playerId: `episode-${soundId}` });
  };
  const known = Number.isFinite(progress.duration) && progress.duration > 0 ? progress.duration : 0;
  const max = known || info.duration || 0;
  const position = mine ? Math.min(progress.position, max || 0) : 0;
  const onSeek = (event: ChangeEvent<HTMLInputElement>) => {
    const to = Number(event.target.value);
    seekSound(to);
    setProgress({ position: to, duration: progress.duration });
  };
  const percent = max ? Math.min(100, (position / max) * 100) : 0;

  return (
    <div className={`inline-audio${playing ? ' inline-audio--playing' : ''}`}>
      <span className="inline-audio__media">
        <img
          src={pageImage(image || '/images/default.svg')}
          alt=""
          loading="eager"
          decoding="async"
          fetchPriority={load === 'lead' ? 'high' : undefined}
        />
        {playing && <span className="inline-audio__badge">{t('audio.playing')}</span>}
      </span>
      <p className="inline-audio__text">
        <span className="inline-audio__kind">{t('audio.listen')}</span>
        <span className="inline-audio__title" {...otherLang(title, lang)}>
          {title}
        </span>
      </p>
      <div className="inline-audio__controls">
        <button
          type="button"
          className="inline-audio__toggle icon-button"
          aria-label={playing ? t('sound.stop') : t('sound.play')}
          onClick={press}
          disabled={!url}
        >
          {playing ? <StopIcon size={20} /> : <PlayIcon size={22} />}
        </button>
        <span className="inline-audio__clock">{formatClock(position)}</span>
        <SeekBar
          className="inline-audio__seek"
          position={position}
          value={position}
          max={max}
          percent={percent}
          disabled={!mine || !known}
          onSeek={onSeek}
        />
        <span className="inline-audio__clock">{formatClock(max)}</span>
      </div>
    </div>
  );
}
