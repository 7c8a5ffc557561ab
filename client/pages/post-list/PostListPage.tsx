/**
 * The list screen of news and entertainment (spec doc 1 §2 "News list", "Entertainment list"):
 * the section tabs ('All' plus the server's tags), the title with the language switch, then
 * either the grid of sections ('All') or one tag's paged list with its side columns. Everything
 * that differs between the two lists comes in the view-model (shared/loaders/post-list.ts).
 */
import type { PostListView } from '../../../shared/loaders/post-list';
import { useApp } from '../../app/context';
import { LanguageToggle } from '../../components/header/LanguageToggle';
import { Tabs } from '../../components/tabs/Tabs';
import { PostGrid, PostPaged } from './list-island';
import './post-list.css';

export function PostListPage({ view }: { view: PostListView }) {
  const { loading } = useApp();
  return (
    // Dimmed while the next tab, page or language loads (the shell shows the progress bar), so a click is acknowledged.
    <div className={`post-list container${loading ? ' post-list--loading' : ''}`}>
      <Tabs tabs={view.tabs} label={view.tabsLabel} />
      <div className="post-list__head">
        <h1 className="post-list__title">{view.title}</h1>
        <LanguageToggle />
      </div>
      {view.kind === 'grid' ? <PostGrid view={view} /> : <PostPaged view={view} />}
    </div>
  );
}
