/**
 * The article screen for news and entertainment posts (spec doc 1 §2 "News article",
 * "Entertainment article"). Both look the same apart from the back link and the byline. On
 * desktop (>= 960px) the story sits beside a 'Latest News' column trimmed to the story's height;
 * on phones everything stacks. All content comes ready from shared/loaders/article.ts.
 */
import type { ArticleView } from '../../../shared/loaders/article';
import { DEFAULT_IMAGE } from '../../../shared/constants';
import { useApp, useT } from '../../app/context';
import { useHeldRef } from '../../app/part-props';
import { ArticleBody, ArticleMedia } from './story-island';
import { Byline, LatestSidebar, RelatedNews } from './side-island';
import { ScriptSwitch } from './ScriptSwitch';
import { writtenInGurmukhi } from '../../../shared/routing/reading-path';
import { ShareBlock } from './share-island';
import './article.css';
import { Link } from '../../components/link/Link';
import { pageImage } from '../../../shared/format/page-image';

export function ArticlePage({ view }: { view: ArticleView }) {
  const t = useT();
  const { lang } = useApp();
  // The sidebar measures this column: its entries hide to fit the story's height.
  const mainRef = useHeldRef<HTMLElement>();
  const news = view.kind === 'news';
  return (
    <div className={`article article--${view.kind} container`}>
      <Link
        className={`article__back action-link${news ? ' article__back--short' : ''}`}
        href={news ? '/news' : '/entertainment'}
      >
        {t(news ? 'article.backToNews' : 'article.backToEntertainment')}
      </Link>
      {(lang === 'pa' && view.textLang === 'pa' && writtenInGurmukhi(view.title)) || view.readingNote ? (
        <ScriptSwitch path={view.path} note={view.readingNote} />
      ) : null}
      <div className="article__layout">
        <article className="article__main" ref={mainRef} aria-labelledby="article-title">
          <header className="article__header">
            <h1 className="article__title" id="article-title">
              {view.title}
            </h1>
            {view.intro && <p className="article__intro">{view.intro}</p>}
            <Byline view={view} />
          </header>
          {view.image && (
            <figure className="article__figure article__figure--lead">
              <img
                src={pageImage(view.image.url)}
                alt={view.image.caption || view.title}
                width={1200}
                height={675}
                fetchPriority="high"
                decoding="async"
              />
              {view.image.caption && <figcaption>{view.image.caption}</figcaption>}
            </figure>
          )}
          <ArticleBody
            blocks={view.blocks}
            title={view.title}
            lang={view.textLang === lang ? undefined : view.textLang}
          />
          <ArticleMedia
            id={view.id}
            audios={view.audios}
            videos={view.videos}
            image={view.image?.url ?? DEFAULT_IMAGE}
          />
          <ShareBlock path={view.path} title={view.title} />
        </article>
        <LatestSidebar items={view.latest} measureRef={mainRef} />
      </div>
      <RelatedNews items={view.related} />
    </div>
  );
}
