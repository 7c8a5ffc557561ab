/**
 * The sticky video player (spec doc 1 §2, doc 2 §4). A local thumbnail until clicked, then the
 * embedded player. While it plays and the page is scrolled past its slot it floats fixed at the
 * bottom of the viewport (full width under 960px, half width otherwise, 20px from the edges);
 * near the footer it parks absolutely just above it; scrolled back, it returns inline. Starting
 * one pauses every other sticky player. The slot keeps the player's height (measured 1000 ms
 * after mounting) so the page does not jump when the player leaves the flow. The decision itself
 * is the pure stickyMode() in rules.ts.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useT } from '../../app/context';
import { stopAllAudio } from '../../stores/radio';
import { PlayIcon } from './icons';
import {
  sameBox,
  STICKY_MEASURE_DELAY,
  type StickyBox,
  stickyBox,
  stickyMode,
  type StickyMode,
  stickyStyle,
} from './rules';
import { EmbedFrame } from './EmbedFrame';
import { usePlayer } from './use-player';
import './video.css';
import { pageImage } from '../../../shared/format/page-image';

/** Every mounted sticky player's pause, so starting one can pause the others. */
const players = new Map<symbol, () => void>();

export interface StickyVideoProps {
  videoId: string;
  title: string;
  /** A local thumbnail shown until the visitor presses play. */
  image: string;
  /**
   * The thumbnail is the first screen's largest picture (the episode page): loaded at once and
   * first. Elsewhere (inside an article's body) it waits for the viewport.
   */
  lead?: boolean;
}

/** The slot's height, once the layout (fonts, images) has settled, and again on resize. */
function useSlotHeight(slotRef: RefObject<HTMLDivElement | null>) {
  const height = useRef(0);
  useEffect(() => {
    const measure = () => {
      const slot = slotRef.current;
      if (slot) height.current = slot.getBoundingClientRect().width * 0.5625;
    };
    const timer = setTimeout(measure, STICKY_MEASURE_DELAY);
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, [slotRef]);
  return height;
}

/**
 * Where the started player sits (stickyMode: inline, fixed or parked above the footer) and its
 * floating box, decided again on each scroll and resize, at most once per frame.
 */
function useStickyPlacement(
  slotRef: RefObject<HTMLDivElement | null>,
  height: RefObject<number>,
  started: boolean,
  playing: boolean,
) {
  const [mode, setMode] = useState<StickyMode>('inline');
  const [box, setBox] = useState<StickyBox>({ width: 0, top: 0, left: 0 });
  useEffect(() => {
    if (!started) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const slot = slotRef.current;
        if (!slot) return;
        const rect = slot.getBoundingClientRect();
        const slotTop = rect.top + window.scrollY;
        const footer = document.querySelector('footer');
        const footerTop = footer ? footer.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
        setMode((current) =>
          stickyMode({
            current,
            playing,
            scrollY: window.scrollY,
            viewportWidth: window.innerWidth,
            viewportHeight: window.innerHeight,
            slotTop,
            height: height.current || slot.offsetHeight,
            footerTop,
          }),
        );
        const next = stickyBox({ slotTop, slotLeft: rect.left, footerTop, viewportWidth: window.innerWidth });
        setBox((prev) => (sameBox(prev, next) ? prev : next));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [started, playing, slotRef, height]);
  return { mode, box };
}

export function StickyVideo({ videoId, title, image, lead = false }: StickyVideoProps) {
  const [started, setStarted] = useState(false);
  const slotRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const id = useRef(Symbol('sticky-video')).current;
  const { playing, pause } = usePlayer(frameRef, started, videoId, () => pauseOthers(id));

  useEffect(() => {
    players.set(id, pause);
    return () => {
      players.delete(id);
    };
  }, [id, pause]);

  // The poster button goes away as the player comes: focus moves to the player (its controls take
  // Space and Enter from there), so a keyboard visitor is not dropped back to the top of the page.
  useEffect(() => {
    if (started) frameRef.current?.focus();
  }, [started]);

  const height = useSlotHeight(slotRef);
  const { mode, box } = useStickyPlacement(slotRef, height, started, playing);

  const start = () => {
    stopAllAudio();
    pauseOthers(id);
    setStarted(true);
  };

  return (
    <div className="sticky-video" ref={slotRef}>
      <div className={`sticky-video__player sticky-video__player--${mode}`} style={stickyStyle(mode, box)}>
        {started ? (
          <EmbedFrame videoId={videoId} title={title} frameRef={frameRef} />
        ) : (
          <Poster title={title} image={image} lead={lead} onStart={start} />
        )}
      </div>
    </div>
  );
}

/** The local thumbnail with its play button, until the visitor starts the video. */
function Poster({ title, image, lead, onStart }: Omit<StickyVideoProps, 'videoId'> & { onStart: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="sticky-video__poster"
      onClick={onStart}
      aria-label={t('video.playVideo', { title })}
    >
      <img
        src={pageImage(image)}
        alt=""
        width={1280}
        height={720}
        loading={lead ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={lead ? 'high' : undefined}
      />
      <span className="video-card__play" aria-hidden="true">
        <PlayIcon />
      </span>
    </button>
  );
}

function pauseOthers(self: symbol): void {
  for (const [key, pause] of players) if (key !== self) pause();
}
