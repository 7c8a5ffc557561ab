/**
 * The shows schedule (spec doc 2 §2, /shows/{type?}): a banner, the day-group tabs, and the
 * selected group's shows under Morning / Afternoon / Evening as a grid of cards; 'No shows found'
 * when the selection has none. The first tab comes from the loader, so the server's page and the
 * hydrated one agree.
 */
import { useState } from 'react';
import type { ShowsView } from '../../../shared/loaders/shows';
import type { MessageKey } from '../../../shared/i18n/en';
import type { DayPart } from '../../../shared/format/schedule';
import { useT } from '../../app/context';
import { DayTabs, panelId, tabId } from './DayTabs';
import { ShowCard } from './ShowCard';
import { SecondClockPicker } from '../../components/second-clock/second-clock-island';
import './shows.css';

const PART_KEYS: Record<DayPart, MessageKey> = {
  morning: 'shows.morning',
  afternoon: 'shows.afternoon',
  evening: 'shows.evening',
};

export function ShowsPage({ view }: { view: ShowsView }) {
  const t = useT();
  const [chosen, setChosen] = useState(view.first);
  // A new selection (another type) may not have the tab chosen before; fall back to its first.
  const active = view.tabs.some((tab) => tab.day === chosen) ? chosen : view.first;

  return (
    <div className="shows-page">
      <header className="page-banner">
        <div className="container">
          <h1 className="page-banner__title">{t('shows.title')}</h1>
          <p className="page-banner__text">{t('shows.description')}</p>
        </div>
      </header>
      <div className="container page-body">
        {view.tabs.length === 0 || !active ? (
          <section className="shows-empty" aria-labelledby="shows-empty-title">
            <h2 id="shows-empty-title" className="shows-empty__title">
              {t('shows.empty')}
            </h2>
            <p>{t('shows.emptyText')}</p>
          </section>
        ) : (
          <>
            <div className="shows-bar">
              <DayTabs tabs={view.tabs} active={active} label={t('shows.days')} onSelect={setChosen} />
              <SecondClockPicker />
            </div>
            {view.tabs.map((tab, i) => (
              <section
                key={tab.day}
                id={panelId(i)}
                className="shows-panel"
                role="tabpanel"
                aria-labelledby={tabId(i)}
                hidden={tab.day !== active}
              >
                {tab.buckets.map((bucket, b) => (
                  <section key={bucket.part} className="shows-part" aria-labelledby={`${panelId(i)}-${bucket.part}`}>
                    <h2 className="shows-part__title" id={`${panelId(i)}-${bucket.part}`}>
                      {t(PART_KEYS[bucket.part])}
                    </h2>
                    <div className="grid-list card-grid shows-grid">
                      {bucket.shows.map((show, s) => (
                        // The shown day's first show is on a phone's first screen; hidden days' pictures wait.
                        <ShowCard
                          key={show.id}
                          show={show}
                          load={tab.day === active && b === 0 && s === 0 ? 'eager' : 'lazy'}
                        />
                      ))}
                    </div>
                  </section>
                ))}
              </section>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
