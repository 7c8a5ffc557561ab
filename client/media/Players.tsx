/**
 * The persistent players of the shell (media contract §4): the live radio bar or, while a sound
 * is loaded, the 'PLAYING NOW' bar (which hides the radio bar, spec §2), plus the video layer.
 * The bars are fixed at the bottom; their height is --players-height, so the page gets matching
 * bottom padding, other overlays can sit above them, and the root's scroll-padding keeps a
 * focused control clear of them. The stylesheet gives the radio bar's height at each width
 * (radio-shared.css); the measured height is written on <html> only when it differs.
 */
import './radio/radio.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';
import { radio, setStreamUrls } from '../stores/radio';
import { video } from '../stores/video';
import { RadioBar } from './radio/RadioBar';

// Needed only once a visitor plays a sound or opens a video: their code loads then, not with the
// page. Nothing of them renders on the server (both start closed), so hydration is unaffected.
const SoundPlayer = lazy(() => import('./radio/SoundPlayer').then((m) => ({ default: m.SoundPlayer })));
const VideoLayer = lazy(() => import('./video/VideoLayer').then((m) => ({ default: m.VideoLayer })));

export function Players() {
  const { settings, saveData } = useApp();
  const { sound } = useSnapshot(radio);
  const { preview, modal } = useSnapshot(video);
  const dockRef = useRef<HTMLDivElement>(null);
  // Once opened, the video layer stays: its dialogs fade out and hand focus back when they close.
  const [videoUsed, setVideoUsed] = useState(false);
  if (!videoUsed && (preview.open || modal.open)) setVideoUsed(true);
  // The data saver plays the station's low-bitrate copy where it has one (issue 28).
  const streams = settings?.streams;
  const fm = (saveData.on && streams?.fm?.low) || streams?.fm?.url;
  const hd2 = (saveData.on && streams?.hd2?.low) || streams?.hd2?.url;

  useEffect(() => setStreamUrls({ fm, hd2 }), [fm, hd2]);

  // Measured, never guessed: the bar's height changes with width, language and offline notice.
  useEffect(() => {
    const dock = dockRef.current;
    if (!dock) return;
    const root = document.documentElement;
    // Set only when it differs from the stylesheet's height for this width (radio-shared.css): a
    // custom property set on <html> restyles every element of the page.
    const update = () => {
      const height = `${dock.offsetHeight}px`;
      if (getComputedStyle(root).getPropertyValue('--players-height').trim() !== height)
        root.style.setProperty('--players-height', height);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(dock);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--players-height');
    };
  }, []);

  const soundActive = sound.visible && !!sound.info?.url;
  return (
    <div id="players" className="players">
      <div className="players__dock" ref={dockRef}>
        {/* Kept mounted while hidden, so the airing show keeps refreshing. */}
        <RadioBar hidden={soundActive} />
        {soundActive && (
          <Suspense fallback={null}>
            <SoundPlayer />
          </Suspense>
        )}
      </div>
      {videoUsed && (
        <Suspense fallback={null}>
          <VideoLayer />
        </Suspense>
      )}
    </div>
  );
}
