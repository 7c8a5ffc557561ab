/** header: a large heading with an introduction, centred when the content asks. */
import type { SectionOf } from './types';
import { RichText } from '../RichText';

export function HeaderSection({ section }: { section: SectionOf<'header'> }) {
  return (
    <header className={`header-section${section.centered ? ' header-section--centered' : ''}`}>
      {section.title && <h2 className="header-section__title">{section.title}</h2>}
      <RichText html={section.html} className="header-section__lead" />
    </header>
  );
}
