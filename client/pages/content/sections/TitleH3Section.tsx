/** titleH3: a standalone subheading introducing what follows. */
import type { SectionOf } from './types';

export function TitleH3Section({ section }: { section: SectionOf<'titleH3'> }) {
  if (!section.title) return null;
  return <h3 className="title-h3-section">{section.title}</h3>;
}
