/** wysSidebar: rich text with a side card (heading, text, link) beside it from 960px. */
import type { SectionOf } from './types';
import { useT } from '../../../app/context';
import { RichText } from '../RichText';
import { SiteLink } from '../../../components/link/Link';
import { SectionHeading } from './SectionHeading';

export function WysSidebarSection({ section }: { section: SectionOf<'wysSidebar'> }) {
  const t = useT();
  const { sidebar } = section;
  return (
    <div className="wys-sidebar-section">
      <div className="wys-sidebar-section__main">
        <SectionHeading title={section.title} />
        <RichText html={section.html} className="page-text" />
      </div>
      {sidebar && (
        <aside className="note-card">
          {sidebar.heading && <h3 className="note-card__title">{sidebar.heading}</h3>}
          <RichText html={sidebar.html} className="note-card__text" />
          {sidebar.link && (
            <SiteLink link={sidebar.link} className="button note-card__button">
              {t('pages.noteLink')}
            </SiteLink>
          )}
        </aside>
      )}
    </div>
  );
}
