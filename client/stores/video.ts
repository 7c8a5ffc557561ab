/**
 * The video store (media contract §2): the preview modal (video or audio item) and the video
 * modal (full or minimized). Components read it with useSnapshot(video) and change it only through
 * the actions below, so every transition is in one place.
 */
import { proxy } from 'valtio';
import { playSound, stopAllAudio } from './radio';
import { itemSound } from './radio-logic';

export interface PreviewInfo {
  title: string;
  /** Sanitised HTML from the contract: the modal renders it as HTML. */
  description: string;
  duration?: number;
  image: string;
  language?: string;
  postDate?: string;
  youtubeID?: string;
  soundcloudLink?: string;
  audioUrl?: string;
  slug?: string;
  id?: number;
}

export const video = proxy({
  preview: { open: false, type: null as 'video' | 'audio' | null, info: null as PreviewInfo | null },
  modal: { open: false, minimized: false, title: '', videoId: '' },
});

export function openPreview(type: 'video' | 'audio', info: PreviewInfo): void {
  // Spec: opening a video preview silences the radio so two sounds never overlap.
  if (type === 'video') stopAllAudio();
  video.preview.type = type;
  video.preview.info = info;
  video.preview.open = true;
}

export function closePreview(): void {
  video.preview.open = false;
  video.preview.type = null;
  video.preview.info = null;
}

export function playPreview(): void {
  const { type, info } = video.preview;
  if (!info) return;
  if (type === 'video') {
    closePreview();
    if (info.youtubeID) openVideo(info.title, info.youtubeID);
    return;
  }
  if (type === 'audio') {
    const { url, soundId } = itemSound(info);
    void playSound({ title: info.title, imgSrc: info.image, url, soundId, playerId: `preview-${soundId}` });
    closePreview();
  }
}

export function openVideo(title: string, videoId: string): void {
  stopAllAudio();
  video.modal.title = title;
  video.modal.videoId = videoId;
  video.modal.minimized = false;
  video.modal.open = true;
}

export function minimizeVideo(): void {
  if (video.modal.open) video.modal.minimized = true;
}

export function restoreVideo(): void {
  video.modal.minimized = false;
}

export function closeVideo(): void {
  video.modal.open = false;
  video.modal.minimized = false;
  video.modal.title = '';
  video.modal.videoId = '';
}

// The progress rule is pure and lives with the other video rules; re-exported for the modal.
export { progressPercent } from '../media/video/rules';
