/**
 * A horizontal carousel (spec doc 1 §4): previous and next move by one slide width plus the 20px
 * gap, swipe works, the ends are disabled, and the edges are recomputed on resize. The track is a
 * native scroll container with scroll-snap, so touch swipe, trackpads and keyboard focus all
 * scroll it without any gesture code; the buttons only ask it to scroll.
 *
 * Server and browser render the same markup (previous disabled, next enabled); the real edges
 * are measured in an effect after hydration. Arrow keys inside move it like the buttons, and a
 * polite live region says which slides show after each move the visitor asked for (issue 16).
 */
import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useT } from '../../app/context';
import {
  carouselClass,
  dotsOf,
  edgesOf,
  initialDots,
  INITIAL_EDGES,
  pageOffset,
  sameDots,
  sameEdges,
  shownSlides,
  SLIDE_GAP,
  targetOffset,
  type CarouselEdges,
  type DotsState,
} from './carousel-math';
import { Chevron } from '../icons/icons';
import './carousel.css';

export interface CarouselProps {
  /** Accessible name of the carousel region, usually the heading it sits under. */
  label: string;
  /** Slides per view from 960px up: 3 for wide cards (default), 4 for compact ones. */
  perView?: 3 | 4;
  className?: string;
  /** Dots under the track, one per view of slides, shown when there are more slides than fit. */
  dots?: boolean;
  children: ReactNode;
}

/**
 * The track's measured state: which ends it is at and, with dots, its views of slides. Measured
 * after hydration, on scroll (at most once per frame: scroll events fire far more often than
 * paints), on resize and when the number of slides changes.
 */
function useTrackMeasure(trackRef: RefObject<HTMLUListElement | null>, count: number, perView: number, dots: boolean) {
  const [edges, setEdges] = useState<CarouselEdges>(INITIAL_EDGES);
  // Before measuring, assume the desktop view (perView per page), the same on server and client.
  const [pager, setPager] = useState<DotsState>(() => initialDots(count, perView));
  const frame = useRef(0);
  const measure = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const track = trackRef.current;
      if (!track) return;
      const next = edgesOf(track);
      setEdges((prev) => (sameEdges(prev, next) ? prev : next));
      if (dots) {
        const slide = track.firstElementChild;
        const nextDots = dotsOf(
          track,
          slide ? slide.getBoundingClientRect().width : track.clientWidth,
          track.childElementCount,
        );
        setPager((prev) => (sameDots(prev, nextDots) ? prev : nextDots));
      }
    });
  }, [dots, trackRef]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    // The track's width changes on window resize and at breakpoints, which changes the edges.
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(measure);
      observer.observe(track);
    } else {
      window.addEventListener('resize', measure);
    }
    return () => {
      cancelAnimationFrame(frame.current);
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure, trackRef]);

  // A different number of slides (new data after client navigation) moves the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: count is the trigger: new slides after client navigation move the end
  useEffect(() => measure(), [measure, count]);
  return { edges, pager };
}

/** A button disabled while focused would drop focus to the page; hand it to the other button. */
function useFocusHandOff(edges: CarouselEdges) {
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (edges.prevDisabled && active === prevRef.current && !edges.nextDisabled) nextRef.current?.focus();
    if (edges.nextDisabled && active === nextRef.current && !edges.prevDisabled) prevRef.current?.focus();
  }, [edges]);
  return { prevRef, nextRef };
}

/** Scrolls the track, smoothly unless the visitor asks for reduced motion. */
function scrollTrack(track: HTMLElement, left: number): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  track.scrollTo({ left, behavior: reduce ? 'auto' : 'smooth' });
}

export function Carousel({ label, perView = 3, className, dots = false, children }: CarouselProps) {
  const t = useT();
  const trackRef = useRef<HTMLUListElement>(null);
  const count = Children.count(children);
  const { edges, pager } = useTrackMeasure(trackRef, count, perView, dots);
  const { prevRef, nextRef } = useFocusHandOff(edges);
  const [said, setSaid] = useState('');

  const move = (direction: -1 | 1) => {
    const track = trackRef.current;
    const slide = track?.firstElementChild;
    if (!track || !slide) return;
    const width = slide.getBoundingClientRect().width;
    const left = targetOffset(track, direction, width, SLIDE_GAP);
    scrollTrack(track, left);
    setSaid(t('carousel.position', { ...shownSlides(left, width, track.clientWidth, count), count }));
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? -1 : 1);
  };

  const goTo = (page: number) => {
    const track = trackRef.current;
    const slide = track?.firstElementChild;
    if (!track || !slide) return;
    scrollTrack(track, pageOffset(track, page, pager.perPage, slide.getBoundingClientRect().width));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a region by WAI-ARIA's carousel pattern; a <section> would add nothing and vary by browser
    <div
      className={carouselClass(perView, edges, className)}
      role="region"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      onKeyDown={onKey}
    >
      <Arrow
        side="prev"
        buttonRef={prevRef}
        label={t('carousel.previous')}
        disabled={edges.prevDisabled}
        onClick={() => move(-1)}
      />
      <Arrow
        side="next"
        buttonRef={nextRef}
        label={t('carousel.next')}
        disabled={edges.nextDisabled}
        onClick={() => move(1)}
      />
      <ul className="carousel__track" ref={trackRef}>
        {Children.toArray(children).map((child, i) => (
          <li className="carousel__slide" key={isValidElement(child) ? (child.key ?? i) : i}>
            {child}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {dots && count > perView && pager.pages > 1 && <Dots pager={pager} goTo={goTo} />}
    </div>
  );
}

interface ArrowProps {
  side: 'prev' | 'next';
  buttonRef: RefObject<HTMLButtonElement | null>;
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/** Previous or next: disabled at its end of the track. */
function Arrow({ side, buttonRef, label, disabled, onClick }: ArrowProps) {
  return (
    <button
      type="button"
      ref={buttonRef}
      className={`carousel__arrow carousel__arrow--${side}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Chevron className="carousel__chevron" size={22} />
    </button>
  );
}

/** One dot per view of slides; the active view's is marked current. */
function Dots({ pager, goTo }: { pager: DotsState; goTo: (page: number) => void }) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons labelled as one group; a <fieldset> is for form fields and needs a legend
    <div className="carousel__dots" role="group" aria-label={t('video.slides')}>
      {Array.from({ length: pager.pages }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a page position, which is its identity
          key={i}
          type="button"
          className={`carousel__dot${i === pager.active ? ' carousel__dot--active' : ''}`}
          aria-label={t('video.slide', { n: i + 1 })}
          aria-current={i === pager.active ? 'true' : undefined}
          onClick={() => goTo(i)}
        />
      ))}
    </div>
  );
}
