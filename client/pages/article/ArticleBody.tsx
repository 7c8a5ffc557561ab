/**
 * The story itself: the body blocks in order (text as the server-sanitised HTML, images with
 * captions, pull quotes), then the post's audio and video, played through the site's players:
 * audio cards open the audio preview and the sound player, videos are sticky players, and a
 * video embedded in the text (the worker turned it into a thumbnail link) opens the video modal.
 */
import { type MouseEvent, useMemo } from 'react';
import type { ArticleBlock, ArticleView } from '../../../shared/loaders/article';
import { AudioCard, StickyVideo } from '../../media/media-islands';
import type { PreviewInfo } from '../../stores/video';
import './article-body.css';
import { useLocalizedHtml } from '../../components/link/Link';
import { Picture } from '../../components/cards/CardImage';

/** A click on an embedded-video thumbnail plays it here instead of leaving for the video host. */
function playEmbedded(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-youtube-id]');
  if (!link) return;
  event.preventDefault();
  const title = link.title || link.textContent || '';
  // biome-ignore lint/style/noNonNullAssertion: the selector above only matches links that carry data-youtube-id
  const videoId = link.dataset.youtubeId!;
  // The video store (and valtio with it) loads on this first press, not with the screen.
  void import('../../stores/video').then((m) => m.openVideo(title, videoId));
}

/** `lang`: the body's language when it is not the page's (an English-only post on a Punjabi page). */
export function ArticleBody({ blocks, title, lang }: { blocks: ArticleBlock[]; title: string; lang?: string }) {
  const localizeHtml = useLocalizedHtml();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegated: the clicks come from the links inside, which a keyboard activates
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated: the clicks come from the links inside, which a keyboard activates
    <div className="article-body" lang={lang} onClick={playEmbedded}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'text':
            // Sanitised by the worker (shared/loaders/article.ts documents it); the wrapper is a div
            // because the HTML brings its own paragraphs and lists.
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: an article body is a fixed sequence of blocks, replaced whole
                key={i}
                className="article-body__text"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: block.html was sanitised by an allow-list at the contract edge (worker/content/sanitize.ts)
                dangerouslySetInnerHTML={{ __html: localizeHtml(block.html) }}
              />
            );
          case 'image':
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an article body is a fixed sequence of blocks, replaced whole
              <figure key={i} className="article__figure">
                <Picture src={block.url} alt={block.caption || title} width={1200} height={675} />
                {block.caption && <figcaption>{block.caption}</figcaption>}
              </figure>
            );
          case 'quote':
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an article body is a fixed sequence of blocks, replaced whole
              <figure key={i} className="article-quote">
                <blockquote className="article-quote__text">
                  <p>{block.quote}</p>
                </blockquote>
                {block.author && <figcaption className="article-quote__author">{block.author}</figcaption>}
              </figure>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}

export function ArticleMedia({
  audios,
  videos,
  image,
  id,
}: Pick<ArticleView, 'audios' | 'videos' | 'id'> & { image: string }) {
  // Built once per page's data: the cards hydrate from their own chunk, and a new `info` object on
  // a re-render would reach a card not hydrated yet, which React then drops to client-render.
  const infos = useMemo(
    () =>
      audios.map(
        (audio, i): PreviewInfo => ({
          id: id * 100 + i,
          title: audio.title,
          description: '',
          image,
          audioUrl: audio.url,
          ...(audio.duration ? { duration: audio.duration } : {}),
        }),
      ),
    [audios, id, image],
  );
  if (audios.length === 0 && videos.length === 0) return null;
  return (
    <div className="article-media">
      {infos.map((info, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same recording may be attached twice; the list is replaced whole
        <AudioCard key={`a-${i}`} title={info.title} image={image} info={info} />
      ))}
      {videos.map((video, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same video may be attached twice; the list is replaced whole
        <StickyVideo key={`v-${i}`} videoId={video.youtubeId} title={video.title} image={video.image} />
      ))}
    </div>
  );
}
