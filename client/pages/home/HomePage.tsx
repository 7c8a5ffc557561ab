/**
 * The home page (spec doc 1 §2): the page header, then the server's sections in their configured
 * order (HomeSections, hydrated from its own chunk). Everything shown comes ready from the loader
 * (shared/loaders/home.ts), so the server render and the hydrating browser agree.
 */
import type { HomeView } from '../../../shared/loaders/home';
import { HomeSections } from './sections-island';
import { PageHeader } from './PageHeader';
import './home.css';

export function HomePage({ view }: { view: HomeView }) {
  return (
    <div className="home">
      <PageHeader headers={view.headers} />
      <HomeSections sections={view.sections} />
    </div>
  );
}
