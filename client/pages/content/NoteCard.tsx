/** The side note card (spec §2): heading, description and a link that opens in a new tab. */
import type { NoteView } from '../../../shared/loaders/page';
import { useT } from '../../app/context';
import { RichText } from './RichText';
import { SiteLink } from '../../components/link/Link';

export function NoteCard({ note }: { note: NoteView }) {
  const t = useT();
  return (
    <aside className="note-card">
      {note.heading && <h2 className="note-card__title">{note.heading}</h2>}
      <RichText html={note.html} className="note-card__text" />
      {note.link && (
        <SiteLink link={note.link} newTab className="button note-card__button">
          {t('pages.noteLink')}
        </SiteLink>
      )}
    </aside>
  );
}
