/**
 * A video in an article: the post's own local thumbnail with a play button until the reader
 * clicks, then the embedded player (spec §2: "a thumbnail until clicked"; 16:9). Nothing is
 * requested from the video host before the click, which keeps the page fast and private:
 * the embed library and its stylesheet are loaded on demand (their own chunk), it is given our
 * thumbnail, its hover preconnects only exist once it is mounted, ad-network preconnects are off,
 * and it uses the no-cookie host. The server and the first browser render are the same button.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import type { ArticleView } from '../../../shared/loaders/article';
import { useT } from '../../app/context';

type Video = ArticleView['videos'][number];

// Loaded on the first click only; the stylesheet travels with it in the same on-demand chunk.
const LiteYouTubeEmbed = lazy(() =>
  Promise.all([
    import('react-lite-youtube-embed'),
    import('react-lite-youtube-embed/dist/LiteYouTubeEmbed.css'),
  ]).then(([mod]) => mod),
);

export function VideoBlock({ video }: { video: Video }) {
  const t = useT();
  const [active, setActive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const poster = (
    <button
      type="button"
      className="article-video__poster"
      aria-label={t('article.playVideo', { title: video.title })}
      onClick={() => setActive(true)}
      disabled={active}
    >
      <img src={video.image} alt="" width={1280} height={720} loading="lazy" decoding="async" />
      <span className="article-video__play" aria-hidden="true" />
    </button>
  );
  return (
    <figure className="article-video">
      <div className="article-video__frame">
        {active ? (
          // While the chunk downloads the thumbnail stays in place, so nothing jumps.
          <Suspense fallback={poster}>
            <LiteYouTubeEmbed
              ref={frameRef}
              id={video.youtubeId}
              title={video.title}
              thumbnail={video.image}
              containerElement="div"
              cookie={false}
              adNetwork={false}
              lazyLoad
              noscriptFallback={false}
              // The reader already clicked our button: load the player at once and start it.
              autoplay
              params={{ autoplay: 1, rel: 0 }}
              focusOnLoad
              hideButtonOnActivate
            />
          </Suspense>
        ) : (
          poster
        )}
      </div>
      <figcaption className="article-video__caption">
        <span className="article-video__kicker">{t('article.watch')}</span> {video.title}
      </figcaption>
    </figure>
  );
}
