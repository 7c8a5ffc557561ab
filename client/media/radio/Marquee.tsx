/**
 * The marquee title (spec §2, §4, §9): cycles through up to 10 options, in order or at random.
 * Each option rests at the start for `interval` ms, so its first words can be read, then slides
 * out to the left over `crossing` ms and the next one takes its place.
 *
 * Screen readers get every option once, in a static hidden text (aria-live off), and the moving
 * copy is hidden from them, so nothing is re-announced on each cycle. With reduced motion the
 * CSS stops the animation and the first option stays, cut with an ellipsis. Hover or keyboard
 * focus inside pauses it. A line that fits its box does not move at all (measured each time a
 * line comes round): it rests for as long as a crossing would take, then the next one comes.
 */
import './radio.css';
// The station's marquee lines mix English and Gurmukhi; each is read in its own language.
import { useLayoutEffect, useRef, useState, type AnimationEvent, type CSSProperties } from 'react';
import { langOf } from '../../../shared/format/script-lang';
import { MARQUEE_CROSSING_MS, MARQUEE_INTERVAL_MS, marqueeOptions, nextMarqueeIndex } from '../../stores/radio-logic';

export interface MarqueeProps {
  options: readonly string[];
  /** Rest at the start before moving, ms (spec default 2000). */
  interval?: number;
  /** Time to slide out, ms (spec default 8000; 10000 for the player title). */
  crossing?: number;
  random?: boolean;
  /** Read before the options, e.g. 'Now on air'. */
  label?: string;
  className?: string;
}

export function Marquee({
  options,
  interval = MARQUEE_INTERVAL_MS,
  crossing = MARQUEE_CROSSING_MS,
  random = false,
  label,
  className = '',
}: MarqueeProps) {
  const list = marqueeOptions(options);
  // `cycle` restarts the animation even when the same option comes round again.
  const [step, setStep] = useState({ index: 0, cycle: 0 });
  const count = list.length;
  const index = count ? step.index % count : 0;
  const text = list[index] ?? '';
  const textRef = useRef<HTMLSpanElement>(null);
  // Until measured (and on the server) the line moves, as it did before measuring existed.
  const [fits, setFits] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again for each line and cycle
  useLayoutEffect(() => {
    const el = textRef.current;
    const box = el?.parentElement;
    if (el && box) setFits(el.scrollWidth <= box.clientWidth);
  }, [text, step.cycle]);

  // Math.random runs here, in an event handler, never during render (hydration stays identical).
  const onEnd = (event: AnimationEvent) => {
    if (event.animationName !== 'marquee-cross' && event.animationName !== 'marquee-rest') return;
    setStep((s) => ({ index: nextMarqueeIndex(s.index % Math.max(count, 1), count, random), cycle: s.cycle + 1 }));
  };

  const style = { '--marquee-hold': `${interval}ms`, '--marquee-crossing': `${crossing}ms` } as CSSProperties;
  return (
    <span className={`marquee ${className}`} aria-live="off" style={style}>
      <span className="visually-hidden">
        {label ? `${label}: ` : ''}
        {list.map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat, and the list is always replaced whole
          <span key={i} lang={langOf(text) ?? undefined}>
            {i > 0 ? ' · ' : ''}
            {text}
          </span>
        ))}
      </span>
      <span className="marquee__viewport" aria-hidden="true">
        <span
          key={step.cycle}
          ref={textRef}
          className={`marquee__text${fits ? (count > 1 ? ' marquee__text--rest' : ' marquee__text--still') : ''}`}
          lang={langOf(text) ?? undefined}
          onAnimationEnd={onEnd}
        >
          {text}
        </span>
      </span>
    </span>
  );
}
