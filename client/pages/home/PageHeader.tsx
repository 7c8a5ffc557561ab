/**
 * The home page header (spec doc 1 §2): title, subheading and background image, as a hero with a
 * dark gradient over the picture so white type stays readable on any image.
 */
import type { HomeView } from '../../../shared/loaders/home';

export function PageHeader({ headers }: { headers: HomeView['headers'] }) {
  return (
    <header className="home-hero">
      {/* Decorative backdrop: the h1 says what the picture would, so it is silent to screen readers.
          It is the largest thing above the fold, so it loads first rather than lazily. */}
      <img
        className="home-hero__image"
        src={headers.backgroundImage}
        alt=""
        width={1200}
        height={675}
        loading="eager"
        decoding="async"
        fetchPriority="high"
      />
      <div className="home-hero__inner container">
        <h1 className="home-hero__title">{headers.title}</h1>
        {headers.subheading && <p className="home-hero__subheading">{headers.subheading}</p>}
      </div>
    </header>
  );
}
