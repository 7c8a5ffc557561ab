/**
 * The news list screen (spec doc 1 §2 "News list"): the section tabs ('All' plus the server's
 * tags), the title with the language switch, then either the sectioned grid ('All') or one
 * category's list with its sidebar and pagination (a tag, or /news/latest).
 */
import type { NewsView } from '../../../shared/loaders/news';
import { useApp, useT } from '../../app/context';
import { LanguageToggle } from '../../components/header/LanguageToggle';
import { Tabs } from '../../components/tabs/Tabs';
import { NewsGrid } from './NewsGrid';
import { NewsList } from './NewsList';
import './news.css';

export function NewsPage({ view }: { view: NewsView }) {
  const t = useT();
  const { loading } = useApp();
  return (
    // Dimmed while the next tab or page loads (the shell shows the progress bar), so a click is acknowledged.
    <div className={`news container${loading ? ' news--loading' : ''}`}>
      <Tabs tabs={view.tabs} label={t('news.tabsLabel')} />
      <div className="news__head">
        <h1 className="news__title">{view.title}</h1>
        <LanguageToggle />
      </div>
      {view.kind === 'grid' ? <NewsGrid view={view} /> : <NewsList view={view} />}
    </div>
  );
}
