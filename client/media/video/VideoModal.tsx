/**
 * The video modal (spec doc 1 §2): full — a 16:9 player with minimize and close — or minimized —
 * on small screens a bar with the playing picture, title, play/pause and close; from 1025px a
 * corner window 346px wide. A progress bar shows current time over duration, refreshed every
 * second through the IFrame API when it loads. Full, it is a modal dialog (the dialog primitive:
 * Escape closes, the overlay minimizes); minimized, the same <dialog> element is shown in place
 * without being modal, so its one iframe (CSS moves it) never restarts the video. It only has
 * content after the visitor pressed PLAY.
 */
import { type RefObject, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../app/context';
import { Dialog } from '../../components/dialog/Dialog';
import { closeVideo, minimizeVideo, restoreVideo, video } from '../../stores/video';
import { CloseIcon, ExpandIcon, MinimizeIcon, PauseIcon, PlayIcon, VideoButton } from './icons';
import { EmbedFrame } from './EmbedFrame';
import { usePlayer } from './use-player';
import './video.css';

export function VideoModal() {
  const { modal } = useSnapshot(video);
  const closeRef = useRef<HTMLButtonElement>(null);
  const full = !modal.minimized;
  return (
    <Dialog
      open={modal.open && !!modal.videoId}
      modal={full}
      onClose={closeVideo}
      onOverlayClick={minimizeVideo}
      labelledBy="video-modal-title"
      initialFocus={closeRef}
      className={`video-modal ${full ? 'video-modal--full' : 'video-modal--mini'}`}
    >
      {/* A new video is a new player: the key remounts the iframe and its API connection. */}
      {modal.open && modal.videoId && (
        <OpenVideo key={modal.videoId} title={modal.title} videoId={modal.videoId} full={full} closeRef={closeRef} />
      )}
    </Dialog>
  );
}

interface OpenVideoProps {
  title: string;
  videoId: string;
  full: boolean;
  closeRef: RefObject<HTMLButtonElement | null>;
}

function OpenVideo({ title, videoId, full, closeRef }: OpenVideoProps) {
  const t = useT();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { playing, progress, play, pause } = usePlayer(frameRef, true, videoId);

  return (
    <div className="video-modal__window">
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
            <VideoButton
              className="video-modal__toggle"
              label={playing ? t('video.pause') : t('video.resume')}
              onClick={playing ? pause : play}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </VideoButton>
          )}
          <VideoButton
            className="video-modal__resize"
            label={full ? t('video.minimize') : t('video.restore')}
            onClick={full ? minimizeVideo : restoreVideo}
          >
            {full ? <MinimizeIcon /> : <ExpandIcon />}
          </VideoButton>
          <VideoButton ref={closeRef} className="video-modal__close" label={t('video.closeVideo')} onClick={closeVideo}>
            <CloseIcon />
          </VideoButton>
        </div>
      </div>
      <div className="video-modal__frame">
        <EmbedFrame videoId={videoId} title={title} frameRef={frameRef} />
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
  );
}
