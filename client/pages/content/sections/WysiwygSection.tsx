/** wysiwyg: the editor's rich text as it is, under an optional heading. */
import type { SectionOf } from './types';
import { RichText } from '../RichText';
import { SectionHeading } from './SectionHeading';

export function WysiwygSection({ section }: { section: SectionOf<'wysiwyg'> }) {
  return (
    <div className={`wysiwyg-section${section.centered ? ' wysiwyg-section--centered' : ''}`}>
      <SectionHeading title={section.title} centered={section.centered} />
      <RichText html={section.html} className="page-text" />
    </div>
  );
}
