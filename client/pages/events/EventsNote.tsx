/**
 * The side note (the page's meta.note): heading, description, an optional price and the
 * 'Advertisers' button, which opens in a new tab when its link starts with http (spec doc 2 §2)
 * and is an ordinary site link otherwise.
 */
import type { EventsNoteView } from '../../../shared/loaders/events';
import { useT } from '../../app/context';
import { SiteLink, useLocalizedHtml } from '../../components/link/Link';

export function EventsNote({ note }: { note: EventsNoteView }) {
  const localizeHtml = useLocalizedHtml();
  const t = useT();
  return (
    <aside className="events-note" aria-labelledby="events-note-title">
      <h2 className="events-note__title" id="events-note-title">
        {note.heading}
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the note was sanitised by an allow-list at the contract edge (worker/content/sanitize.ts) */}
      <div className="events-note__text" dangerouslySetInnerHTML={{ __html: localizeHtml(note.descriptionHtml) }} />
      {note.price && <p className="events-note__price">{note.price}</p>}
      {note.link && (
        <SiteLink link={note.link} className="button events-note__button">
          {t('events.advertisers')}
        </SiteLink>
      )}
    </aside>
  );
}
