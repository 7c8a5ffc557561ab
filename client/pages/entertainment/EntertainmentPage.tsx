/**
 * The entertainment list screen (spec doc 1 §2 "Entertainment list"): a nav of 'All' plus the tag
 * links with the language toggle, then the grid of sections (All) or one tag's list with its
 * 'Latest' column and pagination.
 */
import type { EntertainmentView } from '../../../shared/loaders/entertainment';
import { useApp, useT } from '../../app/context';
import { LanguageToggle } from '../../components/header/LanguageToggle';
import { Tabs } from '../../components/tabs/Tabs';
import { EntertainmentGrid } from './EntertainmentGrid';
import { EntertainmentList } from './EntertainmentList';
import './entertainment.css';

export function EntertainmentPage({ view }: { view: EntertainmentView }) {
  const t = useT();
  const { loading } = useApp();
  return (
    // Dimmed while the next tag, page or language loads (the shell shows the progress bar).
    <div className={`ent container${loading ? ' ent--loading' : ''}`}>
      <Tabs tabs={view.nav} label={t('entertainment.navLabel')} />
      <div className="ent__head">
        <h1 className="ent__title">{view.title}</h1>
        <LanguageToggle />
      </div>
      {view.kind === 'grid' ? <EntertainmentGrid view={view} /> : <EntertainmentList view={view} />}
    </div>
  );
}
