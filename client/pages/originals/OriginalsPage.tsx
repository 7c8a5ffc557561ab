/**
 * /originals (spec doc 2 §2): the Connect Originals, one carousel per category (Newsroom, Connect
 * Cine, Lifestyle), each with a 'view all' link to its channel listing (OriginalsRows, a part).
 * Video cards open the preview modal; audio cards start the sound player and show 'PLAYING' while
 * playing. A saved scroll item (./scroll-item.ts) is scrolled to in its carousel; a click in the
 * shell clears it.
 */
import type { OriginalsView } from '../../../shared/loaders/originals';
import { useApp, useT } from '../../app/context';
import { OriginalsRows } from './rows-island';
import { useClickClearsScrollItem, useScrollToItem } from './use-scroll-item';
import './originals.css';

export function OriginalsPage({ view }: { view: OriginalsView }) {
  const t = useT();
  const { loading } = useApp();
  useScrollToItem(view.categories);
  useClickClearsScrollItem();
  return (
    <div className="originals originals--home" aria-busy={loading}>
      <header className="originals-head originals-head--brand">
        <div className="container">
          <p className="originals-head__kicker">{t('brand.name')}</p>
          <h1 className="originals-head__title">{view.title}</h1>
          <p className="originals-head__text">{t('originals.description')}</p>
        </div>
      </header>
      {!view.categories.some((c) => c.items.length > 0) && (
        <div className="container section">
          <p className="originals-empty">{t('originals.empty')}</p>
        </div>
      )}
      {/* The page's data whole: a filtered copy would be a new array each render, reaching the part early. */}
      <OriginalsRows categories={view.categories} />
    </div>
  );
}
