/**
 * A featured story (spec doc 2 §2 "Featured"): /featured/post/{id}. The banner (title over the
 * story's image), the intro, the body through the article body renderer (sanitised HTML, structure
 * and links kept, figures and pull quotes), 'Share on', and the Next Featured card, which is
 * absent when the contract says there is no next story.
 */
import type { FeaturedPostView } from '../../../shared/loaders/featured';
import { useApp, useT } from '../../app/context';
import { writtenInGurmukhi } from '../../../shared/routing/reading-path';
import { ScriptSwitch } from '../article/ScriptSwitch';
import { LateCard } from '../../components/cards/card-island';
import { Hero } from '../../components/hero/Hero';
import { ArticleBody } from '../article/story-island';
import { ShareBlock } from '../article/share-island';
import './featured.css';

export function FeaturedPostPage({ view }: { view: FeaturedPostView }) {
  const t = useT();
  const { lang } = useApp();
  return (
    <article className="featured featured-post" aria-labelledby="featured-title">
      <Hero title={view.title} image={view.image} compact titleId="featured-title">
        {view.date && (
          <time className="featured-post__date" dateTime={view.dateTime}>
            {view.date}
          </time>
        )}
      </Hero>
      <div className="featured-post__main container">
        {(lang === 'pa' && writtenInGurmukhi(view.title)) || view.readingNote ? (
          <ScriptSwitch path={view.path} note={view.readingNote} />
        ) : null}
        {view.intro && <p className="featured-post__intro">{view.intro}</p>}
        <ArticleBody blocks={view.blocks} title={view.title} />
        <ShareBlock path={view.path} title={view.title} />
        {view.next && (
          <section className="featured-next" aria-labelledby="featured-next-title">
            <h2 className="featured-next__title" id="featured-next-title">
              {t('featured.next')}
            </h2>
            <LateCard card={view.next} size="medium" level="h3" showCategory={false} />
          </section>
        )}
      </div>
    </article>
  );
}
