/**
 * The generic slider of section-built pages (spec doc 2 §4, §9): one slide at a time, cross-fading
 * in 300 ms; it tracks the current slide, previous and next are disabled at the ends, dots show
 * for up to 9 slides, and under 600px the dots (and a swipe) replace the arrows. The rules are in
 * slider-math.ts. Server and browser both render the first slide, so hydration matches.
 */
import { Children, type ReactNode, type TouchEvent, useRef, useState } from 'react';
import { useT } from '../../app/context';
import { clampIndex, showDots, sliderEdges, swipeStep } from './slider-math';
import './slider.css';

export interface SliderProps {
  /** Accessible name of the slider region, usually the heading it sits under. */
  label: string;
  className?: string;
  children: ReactNode;
}

export function Slider({ label, className, children }: SliderProps) {
  const t = useT();
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const current = clampIndex(index, count);
  const { prevDisabled, nextDisabled } = sliderEdges(current, count);
  const dots = showDots(count);
  const touchX = useRef<number | null>(null);
  const go = (to: number) => setIndex(clampIndex(to, count));

  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined) return;
    const step = swipeStep(end - start);
    if (step) go(current + step);
  };

  const classes = ['slider', dots ? 'slider--dots' : '', count < 2 ? 'slider--single' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a region by WAI-ARIA's carousel pattern; a <section> would add nothing
    <div className={classes} role="region" aria-roledescription={t('carousel.role')} aria-label={label}>
      <div className="slider__track" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
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
      {count > 1 && (
        <div className="slider__controls">
          <button
            type="button"
            className="slider__arrow slider__arrow--prev"
            aria-label={t('carousel.previous')}
            disabled={prevDisabled}
            onClick={() => go(current - 1)}
          >
            <Chevron />
          </button>
          {dots && (
            // biome-ignore lint/a11y/useSemanticElements: a row of buttons labelled as one group; a <fieldset> is for form fields
            <div className="slider__dots" role="group" aria-label={t('video.slides')}>
              {slides.map((_, i) => (
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
            <Chevron />
          </button>
        </div>
      )}
    </div>
  );
}

/** One chevron drawn pointing right; CSS mirrors it for "previous". */
function Chevron() {
  return (
    <svg className="slider__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M9 5l7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
