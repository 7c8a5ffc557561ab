/**
 * Content pages (spec doc 2 §2): /{path}, /pages/{path}, /app/{path} and the legal pages. The
 * heading, the rich text as its sanitised HTML (links, lists, headings, images kept), the team
 * bios, the side note card beside the text, and the sections of a section-built page in order.
 * Careers sets its text in a wider column.
 */
import type { ContentPageView } from '../../../shared/loaders/page';
import { NoteCard } from './NoteCard';
import { RichText } from './RichText';
import { Sections } from './sections-island';
import { Team } from './Team';
import './content.css';
import './sections/sections.css';
import './sections/sections-blocks.css';

export function ContentPage({ view }: { view: ContentPageView }) {
  const hasText = Boolean(view.html) || view.team.length > 0 || Boolean(view.note);
  return (
    <article className={`content-page content-page--${view.kind}${view.wide ? ' content-page--wide' : ''}`}>
      <div className="container">
        <h1 className="content-page__title">{view.title}</h1>
        {hasText && (
          <div className={`content-page__layout${view.note ? ' content-page__layout--note' : ''}`}>
            <div className="content-page__main">
              <RichText html={view.html} className="page-text" />
              <Team groups={view.team} />
            </div>
            {view.note && <NoteCard note={view.note} />}
          </div>
        )}
        {view.sections.length > 0 && (
          <div className="content-page__sections">
            <Sections sections={view.sections} />
          </div>
        )}
      </div>
    </article>
  );
}
