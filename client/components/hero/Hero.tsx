/**
 * The page hero: the page's h1 and optional lines under it over a background picture, with a dark
 * gradient so white type stays readable on any image (the home page header, the featured list's
 * banner, a featured story's banner). Without a picture it is a dark band.
 */
import type { ReactNode } from 'react';
import { otherLang } from '../../../shared/format/script-lang';
import { useApp } from '../../app/context';
import './hero.css';
import { pageImage } from '../../../shared/format/page-image';

export function Hero({
  title,
  image,
  compact = false,
  titleId,
  children,
}: {
  title: string;
  image?: string;
  /** A story's headline: long, so a smaller size than a section's name. */
  compact?: boolean;
  /** The h1's id, for a region or article that is labelled by it. */
  titleId?: string;
  /** Lines under the heading: a subheading, a date. */
  children?: ReactNode;
}) {
  const { lang } = useApp();
  return (
    <header className={`hero${compact ? ' hero--compact' : ''}`}>
      {image && (
        // Decorative backdrop: the h1 says what the picture would, so it is silent to screen
        // readers. It is the largest thing above the fold, so it loads first rather than lazily.
        <img
          className="hero__image backdrop"
          src={pageImage(image)}
          alt=""
          width={1200}
          height={675}
          loading="eager"
          decoding="async"
          fetchPriority="high"
        />
      )}
      <div className="hero__inner container">
        <h1 className="hero__title" id={titleId} {...otherLang(title, lang)}>
          {title}
        </h1>
        {children}
      </div>
    </header>
  );
}
