/**
 * The story itself: the body blocks in order (text as the server-sanitised HTML, images with
 * captions, pull quotes), then the post's audio and video. Audio is a plain native player for
 * now (the site-wide audio player comes later); it fetches nothing until the reader presses play.
 */
import type { ArticleBlock, ArticleView } from '../../../shared/loaders/article';
import { useT } from '../../app/context';
import { VideoBlock } from './VideoBlock';

export function ArticleBody({ blocks, title }: { blocks: ArticleBlock[]; title: string }) {
  return (
    <div className="article-body">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'text':
            // Sanitised by the worker (shared/loaders/article.ts documents it); the wrapper is a div
            // because the HTML brings its own paragraphs and lists.
            return <div key={i} className="article-body__text" dangerouslySetInnerHTML={{ __html: block.html }} />;
          case 'image':
            return (
              <figure key={i} className="article__figure">
                <img src={block.url} alt={block.caption || title} width={1200} height={675} loading="lazy" decoding="async" />
                {block.caption && <figcaption>{block.caption}</figcaption>}
              </figure>
            );
          case 'quote':
            return (
              <figure key={i} className="article-quote">
                <blockquote className="article-quote__text"><p>{block.quote}</p></blockquote>
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

/** m:ss for an audio length in seconds (the same on server and browser: pure arithmetic). */
const clock = (seconds: number): string => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function ArticleMedia({ audios, videos }: Pick<ArticleView, 'audios' | 'videos'>) {
  const t = useT();
  if (audios.length === 0 && videos.length === 0) return null;
  return (
    <div className="article-media">
      {audios.map((audio, i) => (
        <figure key={`a-${i}`} className="article-audio">
          <figcaption className="article-audio__head">
            <span className="article-audio__icon" aria-hidden="true" />
            <span className="article-audio__meta">
              <span className="article-audio__kicker">{t('article.listen')}</span>
              <span className="article-audio__title">{audio.title}</span>
            </span>
            {audio.duration ? (
              <time className="article-audio__duration" dateTime={`PT${Math.round(audio.duration)}S`}>{clock(audio.duration)}</time>
            ) : null}
          </figcaption>
          <audio className="article-audio__player" controls preload="none" src={audio.url} aria-label={audio.title} />
        </figure>
      ))}
      {videos.map((video, i) => (
        <VideoBlock key={`v-${i}`} video={video} />
      ))}
    </div>
  );
}
