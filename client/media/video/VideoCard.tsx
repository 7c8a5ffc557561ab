/**
 * A video card (spec doc 2 §2): the item's local thumbnail, title, date and description until it
 * is clicked, then a 16:9 player in a modal (the dialog primitive) closed by the overlay, the
 * close button or Escape.
 * Nothing is requested from the video host before the click: the embed library (and its CSS) is
 * a lazily imported chunk mounted only inside the open modal, with our thumbnail, no cookies and
 * no ad-network preconnect. Server and first browser render are the same plain card.
 * With `onPlay` the card hands the click to its caller instead (the originals page opens the
 * preview modal).
 */
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { otherLang } from '../../../shared/format/script-lang';
import { useApp, useT } from '../../app/context';
import { Dialog } from '../../components/dialog/Dialog';
import { stopAllAudio } from '../../stores/radio';
import { CloseIcon, PlayIcon, VideoButton } from './icons';
import { formatDuration } from '../../../shared/format/duration';
import './video.css';
import { type ImageLoad, Picture } from '../../components/cards/CardImage';
import { pageImage } from '../../../shared/format/page-image';

const LiteYouTubeEmbed = lazy(() =>
  Promise.all([import('react-lite-youtube-embed'), import('react-lite-youtube-embed/dist/LiteYouTubeEmbed.css')]).then(
    ([mod]) => mod,
  ),
);

export interface VideoCardData {
  videoId: string;
  title: string;
  /** A local thumbnail: the card never asks the video host for one. */
  image: string;
  /** Formatted for display, and the machine-readable instant. */
  date?: string;
  dateTime?: string;
  description?: string;
  /** Seconds. */
  duration?: number;
}

export interface VideoCardProps {
  video: VideoCardData;
  level?: 'h2' | 'h3' | 'h4';
  showText?: boolean;
  /** Replaces the card's own player modal (e.g. open the preview modal). */
  onPlay?: () => void;
  /** How the poster loads (`ImageLoad`): lazily unless the card is on a phone's first screen. */
  load?: ImageLoad;
}

export function VideoCard({ video, level = 'h3', showText = true, onPlay, load = 'lazy' }: VideoCardProps) {
  const t = useT();
  const { lang } = useApp();
  const [open, setOpen] = useState(false);
  // The modal's <dialog> joins the page on the first play and stays, so closing can fade out.
  const [played, setPlayed] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const Heading = level;
  const duration = formatDuration(video.duration);
  // The duration is the poster's only visible text, so its name holds it too (WCAG 2.5.3).
  const posterName = duration
    ? t('video.playVideoDuration', { title: video.title, duration })
    : t('video.playVideo', { title: video.title });
  const play = () => {
    if (onPlay) return onPlay();
    stopAllAudio(); // one sound at a time: the radio pauses for a video
    setPlayed(true);
    setOpen(true);
  };
  return (
    <article className="video-card surface">
      <button type="button" className="video-card__poster" onClick={play} aria-label={posterName}>
        <Picture src={video.image} width={640} height={360} load={load} />
        <span className="video-card__play" aria-hidden="true">
          <PlayIcon />
        </span>
        {duration && (
          <span className="video-card__duration" aria-hidden="true">
            {duration}
          </span>
        )}
      </button>
      <div className="video-card__body">
        <Heading className="video-card__title" {...otherLang(video.title, lang)}>
          <button type="button" className="video-card__link" onClick={play}>
            {video.title}
          </button>
        </Heading>
        {showText && video.description && (
          <p className="video-card__text clamp" {...otherLang(video.description, lang)}>
            {video.description}
          </p>
        )}
        {video.date && (
          <time className="video-card__date date-label" dateTime={video.dateTime}>
            {video.date}
          </time>
        )}
      </div>
      {/* In <body>, not inside the card: the card's hover styles are not the modal's business. */}
      {played &&
        createPortal(
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            label={video.title}
            initialFocus={closeRef}
            className="video-overlay"
          >
            {open && <VideoCardPlayer video={video} onClose={() => setOpen(false)} closeRef={closeRef} />}
          </Dialog>,
          document.body,
        )}
    </article>
  );
}

interface VideoCardPlayerProps {
  video: VideoCardData;
  onClose: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
}

function VideoCardPlayer({ video, onClose, closeRef }: VideoCardPlayerProps) {
  const t = useT();
  const poster = <img className="video-card__loading" src={pageImage(video.image)} alt="" width={1280} height={720} />;
  return (
    <div className="video-card__dialog">
      <div className="video-card__dialog-bar">
        <p className="video-card__dialog-title">{video.title}</p>
        <VideoButton ref={closeRef} label={t('video.closeVideo')} onClick={onClose}>
          <CloseIcon />
        </VideoButton>
      </div>
      {/* The library preconnects to the video host and google.com on pointer-over; the player is
          already loading by then, so those extra connections are blocked here. */}
      <div className="video-card__frame" onPointerOverCapture={(e) => e.stopPropagation()}>
        <Suspense fallback={poster}>
          <LiteYouTubeEmbed
            id={video.videoId}
            title={video.title}
            thumbnail={video.image}
            cookie={false}
            adNetwork={false}
            noscriptFallback={false}
            lazyLoad
            // The visitor already clicked: load the player at once and start it.
            autoplay
            alwaysLoadIframe
            params={{ autoplay: 1, rel: 0 }}
            hideButtonOnActivate
          />
        </Suspense>
      </div>
    </div>
  );
}
