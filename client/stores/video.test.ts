import { beforeEach, describe, expect, it } from 'vitest';
import {
  closePreview,
  closeVideo,
  minimizeVideo,
  openPreview,
  openVideo,
  playPreview,
  progressPercent,
  restoreVideo,
  video,
} from './video';

const info = {
  title: 'The Long Haul',
  description: '<p>Three drivers</p>',
  image: '/media/images/videos/a.svg',
  youtubeID: 'sd5fws6z05t',
  duration: 2460,
};

beforeEach(() => {
  closePreview();
  closeVideo();
});

describe('progressPercent', () => {
  it('is current time over duration, in percent', () => {
    expect(progressPercent(30, 120)).toBe(25);
    expect(progressPercent(120, 120)).toBe(100);
  });
  it('is 0 while the duration is unknown or nothing played, and never above 100', () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(0, 100)).toBe(0);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
    expect(progressPercent(130, 120)).toBe(100);
  });
});

describe('preview modal', () => {
  it('opens with a type and info, and closes', () => {
    openPreview('audio', { ...info, audioUrl: '/media/audio/a.wav' });
    expect(video.preview).toMatchObject({ open: true, type: 'audio', info: { title: 'The Long Haul' } });
    closePreview();
    expect(video.preview).toEqual({ open: false, type: null, info: null });
  });

  it('PLAY on a video closes the preview and opens the video modal with title and id', () => {
    openPreview('video', info);
    playPreview();
    expect(video.preview.open).toBe(false);
    expect(video.modal).toEqual({ open: true, minimized: false, title: 'The Long Haul', videoId: 'sd5fws6z05t' });
  });
});

describe('video modal', () => {
  it('minimizes, restores and closes', () => {
    openVideo('Clip', 'abcdefghijk');
    minimizeVideo();
    expect(video.modal.minimized).toBe(true);
    restoreVideo();
    expect(video.modal.minimized).toBe(false);
    closeVideo();
    expect(video.modal).toEqual({ open: false, minimized: false, title: '', videoId: '' });
  });

  it('does not minimize a closed modal', () => {
    minimizeVideo();
    expect(video.modal.minimized).toBe(false);
  });
});
