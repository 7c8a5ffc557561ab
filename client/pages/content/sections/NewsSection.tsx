/** news: story cards from the newsroom, with the site's one card. */
import type { SectionOf } from './types';
import { CardGridSection } from './CardGridSection';

export function NewsSection({ section }: { section: SectionOf<'news'> }) {
  return <CardGridSection className="news-section" title={section.title} cards={section.cards} columns={4} />;
}
