/**
 * The preview modal (spec doc 1 §2): a video or audio item's picture, title, duration, language,
 * date and description, with PLAY. It closes on the overlay, the close icon or Escape (the dialog
 * primitive). PLAY on a video opens the video modal; on audio it starts the sound player
 * (playPreview in the store).
 */
import { type RefObject, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { formatDate } from '../../../shared/format/dates';
import { useApp, useT } from '../../app/context';
import { Dialog } from '../../components/dialog/Dialog';
import { closePreview, type PreviewInfo, playPreview, video } from '../../stores/video';
import { CloseIcon, PlayIcon, VideoButton } from './icons';
import { formatDuration } from '../../../shared/format/duration';
import { languageNames } from '../../../shared/format/language-names';
import './video.css';
import { useLocalizedHtml } from '../../components/link/Link';
import { pageImage } from '../../../shared/format/page-image';

export function PreviewModal() {
  const { preview } = useSnapshot(video);
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={preview.open && !!preview.info}
      onClose={closePreview}
      labelledBy="video-preview-title"
      initialFocus={closeRef}
      className="video-overlay"
    >
      {preview.info && <PreviewContent info={preview.info} type={preview.type} closeRef={closeRef} />}
    </Dialog>
  );
}

interface PreviewContentProps {
  info: Readonly<PreviewInfo>;
  type: 'video' | 'audio' | null;
  closeRef: RefObject<HTMLButtonElement | null>;
}

function PreviewContent({ info, type, closeRef }: PreviewContentProps) {
  const localizeHtml = useLocalizedHtml();
  const { lang } = useApp();
  const t = useT();
  const duration = formatDuration(info.duration);
  // Openers pass an ISO date or an already formatted one; only a readable date is reformatted.
  const date = info.postDate ? formatDate(info.postDate, lang) || info.postDate : '';
  const languages = languageNames((info.language || 'English').split(','), lang);
  const isVideo = type === 'video';

  return (
    <div className="video-preview">
      <VideoButton
        ref={closeRef}
        className="video-preview__close"
        label={t('video.closePreview')}
        onClick={closePreview}
      >
        <CloseIcon />
      </VideoButton>
      <div className="video-preview__media">
        {info.image && <img src={pageImage(info.image)} alt="" width={640} height={360} decoding="async" />}
        <span className="video-preview__kind">{isVideo ? t('video.typeVideo') : t('video.typeAudio')}</span>
      </div>
      <div className="video-preview__body">
        <h2 className="video-preview__title" id="video-preview-title">
          {info.title}
        </h2>
        <dl className="video-preview__meta">
          {duration && (
            <div>
              <dt>{t('video.duration')}</dt>
              <dd>
                <time dateTime={`PT${Math.round(info.duration ?? 0)}S`}>{duration}</time>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('video.language')}</dt>
            <dd>{languages}</dd>
          </div>
          {date && (
            <div>
              <dt>{t('video.date')}</dt>
              <dd>{date}</dd>
            </div>
          )}
        </dl>
        {info.description && (
          <div
            className="video-preview__text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: content HTML, cleaned by the worker's allow-list sanitiser (worker/content/sanitize.ts) before any page gets it.
            dangerouslySetInnerHTML={{ __html: localizeHtml(info.description) }}
          />
        )}
        <button type="button" className="button video-preview__play" onClick={playPreview}>
          <PlayIcon />
          {t('video.play')}
        </button>
      </div>
    </div>
  );
}
