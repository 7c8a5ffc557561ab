/**
 * The video modal (spec doc 1 §2): full — a 16:9 player with minimize and close — or minimized —
 * on small screens a bar with the playing picture, title, play/pause and close; from 1025px a
 * corner window 346px wide. A progress bar shows current time over duration, refreshed every
 * second through the IFrame API when it loads. One iframe serves both modes (CSS moves it), so
 * minimizing never restarts the video. It only exists after the visitor pressed PLAY.
 */
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../app/context';
import { closeVideo, minimizeVideo, restoreVideo, video } from '../../stores/video';
import { useDialogFocus, useEscape, useScrollLock } from './dialog';
import { CloseIcon, ExpandIcon, MinimizeIcon, PauseIcon, PlayIcon } from './icons';
import { usePlayer } from './use-player';
import { embedUrl } from './youtube-api';
import './video.css';

export function VideoModal() {
  const { modal } = useSnapshot(video);
  if (!modal.open || !modal.videoId) return null;
  // A new video is a new player: the key remounts the iframe and its API connection.
  return <OpenVideo key={modal.videoId} title={modal.title} videoId={modal.videoId} minimized={modal.minimized} />;
}

function OpenVideo({ title, videoId, minimized }: { title: string; videoId: string; minimized: boolean }) {
  const t = useT();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { playing, progress, play, pause } = usePlayer(frameRef, true, videoId);
  const full = !minimized;
  useEscape(full, closeVideo);
  useScrollLock(full);
  useDialogFocus(full, closeRef);

  return (
    <div className={`video-modal ${full ? 'video-modal--full' : 'video-modal--mini'}`}>
      {full && <div className="video-modal__backdrop" onClick={minimizeVideo} aria-hidden="true" />}
      <div
        className="video-modal__window"
        role={full ? 'dialog' : 'region'}
        aria-modal={full ? true : undefined}
        aria-labelledby="video-modal-title"
      >
        <div className="video-modal__bar">
          {/* Minimized, the title is the way back to the big player. */}
          {full ? (
            <h2 className="video-modal__title" id="video-modal-title">
              {title}
            </h2>
          ) : (
            <button
              type="button"
              className="video-modal__title video-modal__title--button"
              id="video-modal-title"
              onClick={restoreVideo}
            >
              {title}
            </button>
          )}
          <div className="video-modal__controls">
            {!full && (
              <button
                type="button"
                className="video-icon-button video-modal__toggle"
                aria-label={playing ? t('video.pause') : t('video.resume')}
                onClick={playing ? pause : play}
              >
                {playing ? <PauseIcon /> : <PlayIcon />}
              </button>
            )}
            <button
              type="button"
              className="video-icon-button video-modal__resize"
              aria-label={full ? t('video.minimize') : t('video.restore')}
              onClick={full ? minimizeVideo : restoreVideo}
            >
              {full ? <MinimizeIcon /> : <ExpandIcon />}
            </button>
            <button
              type="button"
              ref={closeRef}
              className="video-icon-button video-modal__close"
              aria-label={t('video.closeVideo')}
              onClick={closeVideo}
            >
              <CloseIcon />
            </button>
          </div>
        </div>
        <div className="video-modal__frame">
          <iframe
            ref={frameRef}
            src={embedUrl(videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        {/* Without the API the time is unknown: no bar rather than a bar stuck at zero. */}
        {!full && progress !== null && (
          <div
            className="video-modal__progress"
            role="progressbar"
            aria-label={t('video.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
          >
            <span style={{ width: `${progress}%` }} />
          </div>
        )}
      </div>
    </div>
  );
}
