/**
 * A card for an audio item (originals, episodes). Spec §2: it shows 'PLAYING' while its sound
 * plays; clicking it while it plays reopens the player, otherwise it opens the audio preview.
 */
import './audio-card.css';
import { useSnapshot } from 'valtio';
import { otherLang } from '../../../shared/format/script-lang';
import { useApp, useT } from '../../app/context';
import { formatClock, holdsSound, itemSound } from '../../stores/radio-logic';
import { radio, showSoundPlayer } from '../../stores/radio';
import { openPreview, type PreviewInfo } from '../../stores/video';
import type { ImageLoad } from '../../components/cards/CardImage';
import { PlayIcon } from './icons';
import { pageImage } from '../../../shared/format/page-image';

/** An audio item as the card and the inline player (./InlineAudio) draw it. */
export interface AudioItemProps {
  info: PreviewInfo;
  image: string;
  title: string;
  /**
   * How the picture loads: the card's lazily unless it is on the first screen (the episode page);
   * the inline player's eagerly, 'lead' when it is the page's first picture (no video above it).
   */
  load?: ImageLoad;
}

export function AudioCard({ info, image, title, load = 'lazy' }: AudioItemProps) {
  const t = useT();
  const { lang } = useApp();
  const { sound } = useSnapshot(radio);
  // The sound the preview's PLAY starts (client/stores/video.ts).
  const playing = sound.playing && holdsSound(sound.info, itemSound(info));

  const onClick = () => {
    if (playing) showSoundPlayer();
    else openPreview('audio', { ...info, title: info.title || title, image: info.image || image });
  };

  return (
    <button type="button" className={`audio-card${playing ? ' audio-card--playing' : ''}`} onClick={onClick}>
      <span className="audio-card__media">
        <img
          src={pageImage(image || '/images/default.svg')}
          alt=""
          loading={load === 'lazy' ? 'lazy' : 'eager'}
          decoding="async"
          fetchPriority={load === 'lead' ? 'high' : undefined}
        />
        <span className="audio-card__play" aria-hidden="true">
          {playing ? (
            <span className="audio-card__bars">
              <i />
              <i />
              <i />
            </span>
          ) : (
            <PlayIcon size={22} />
          )}
        </span>
        {playing && <span className="audio-card__badge">{t('audio.playing')}</span>}
      </span>
      <span className="audio-card__body">
        <span className="audio-card__kind">{t('audio.listen')}</span>
        <span className="audio-card__title" {...otherLang(title, lang)}>
          {title}
        </span>
        {!!info.duration && (
          <span className="audio-card__length">{t('audio.length', { time: formatClock(info.duration) })}</span>
        )}
      </span>
    </button>
  );
}
