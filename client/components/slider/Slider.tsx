/**
 * The generic slider of section-built pages (spec doc 2 §4, §9): one slide at a time, cross-fading
 * in 300 ms; it tracks the current slide, previous and next are disabled at the ends, dots show
 * for up to 9 slides, and under 600px the dots (and a swipe) replace the arrows. The rules are in
 * slider-math.ts. Server and browser both render the first slide, so hydration matches.
 */
import { Children, type ReactNode, type TouchEvent, useRef, useState } from 'react';
import { useT } from '../../app/context';
import { Chevron } from '../icons/icons';
import { clampIndex, showDots, sliderClass, sliderEdges, swipeStep } from './slider-math';
import './slider.css';

export interface SliderProps {
  /** Accessible name of the slider region, usually the heading it sits under. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** A horizontal swipe on the track moves one slide (swipeStep): the step, to `onStep`. */
function useSwipe(onStep: (step: -1 | 1) => void) {
  const touchX = useRef<number | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined) return;
    const step = swipeStep(end - start);
    if (step) onStep(step);
  };
  return { onTouchStart, onTouchEnd };
}

export function Slider({ label, className, children }: SliderProps) {
  const t = useT();
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const current = clampIndex(index, count);
  const go = (to: number) => setIndex(clampIndex(to, count));
  const swipe = useSwipe((step) => go(current + step));

  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a region by WAI-ARIA's carousel pattern; a <section> would add nothing
    <div
      className={sliderClass(count, className)}
      role="region"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
    >
      <div className="slider__track" onTouchStart={swipe.onTouchStart} onTouchEnd={swipe.onTouchEnd}>
        {slides.map((slide, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide's position is its identity in a fixed list
            key={i}
            className={`slider__slide${i === current ? ' slider__slide--active' : ''}`}
            aria-hidden={i === current ? undefined : true}
            inert={i !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && <SliderControls count={count} current={current} go={go} />}
    </div>
  );
}

/** Previous, the dots (up to 9 slides) and next; under 600px CSS shows the dots instead of the arrows. */
function SliderControls({ count, current, go }: { count: number; current: number; go: (to: number) => void }) {
  const t = useT();
  const { prevDisabled, nextDisabled } = sliderEdges(current, count);
  return (
    <div className="slider__controls">
      <button
        type="button"
        className="slider__arrow slider__arrow--prev"
        aria-label={t('carousel.previous')}
        disabled={prevDisabled}
        onClick={() => go(current - 1)}
      >
        <Chevron className="slider__chevron" size={20} />
      </button>
      {showDots(count) && (
        // biome-ignore lint/a11y/useSemanticElements: a row of buttons labelled as one group; a <fieldset> is for form fields
        <div className="slider__dots" role="group" aria-label={t('video.slides')}>
          {Array.from({ length: count }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a slide position, which is its identity
              key={i}
              type="button"
              className={`slider__dot${i === current ? ' slider__dot--active' : ''}`}
              aria-label={t('video.slide', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
      <button
        type="button"
        className="slider__arrow slider__arrow--next"
        aria-label={t('carousel.next')}
        disabled={nextDisabled}
        onClick={() => go(current + 1)}
      >
        <Chevron className="slider__chevron" size={20} />
      </button>
    </div>
  );
}
