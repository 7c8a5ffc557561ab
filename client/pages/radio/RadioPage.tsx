/**
 * A live stream's page (issue 28), /radio/{fm|hd2}: the stream's name, its play button, the song
 * on now, the last songs and "What played at…" (the live part, LiveStream.tsx, loaded in the
 * browser), and the show on air from the schedule, in Vancouver time with the second clock.
 */
import { useId } from 'react';
import type { OnAirView, RadioView } from '../../../shared/loaders/radio';
import { otherLang } from '../../../shared/format/script-lang';
import { useApp, useT } from '../../app/context';
import { Link } from '../../components/link/Link';
import { SecondClock, SecondClockPicker } from '../../components/second-clock/second-clock-island';
import { LiveStream } from './radio-island';

export function RadioPage({ view }: { view: RadioView }) {
  const t = useT();
  return (
    <div className="radio-page">
      <header className="page-banner">
        <div className="container">
          <h1 className="page-banner__title">{view.name}</h1>
          <p className="page-banner__text">{t('radioPage.description', { stream: view.name })}</p>
        </div>
      </header>
      <div className="container page-body radio-page__layout">
        <LiveStream stream={view.stream} name={view.name} />
        <aside className="radio-page__aside">
          <OnAir show={view.onAir} />
          <SecondClockPicker />
          <p className="radio-page__other">
            {t('radio.streams')}:{' '}
            <Link className="action-link" href={view.other.href}>
              {view.other.name}
            </Link>
          </p>
        </aside>
      </div>
    </div>
  );
}

/** The show on air from the schedule, or the off-air word. */
function OnAir({ show }: { show: OnAirView | null }) {
  const t = useT();
  const { lang } = useApp();
  const headingId = useId();
  return (
    <section className="radio-on-air panel" aria-labelledby={headingId}>
      <h2 className="radio-on-air__heading" id={headingId}>
        {t('radio.nowAiring')}
      </h2>
      {show ? (
        <>
          <h3 className="radio-on-air__title" {...otherLang(show.title, lang)}>
            <Link href={show.href}>{show.title}</Link>
          </h3>
          <p className="radio-on-air__time">
            {show.time}
            <SecondClock start={show.start} end={show.end} />
          </p>
          {show.hosts.length > 0 && (
            <p className="radio-on-air__hosts">{t('shows.hostedBy', { names: show.hosts.join(', ') })}</p>
          )}
        </>
      ) : (
        <p className="radio-on-air__title">{t('radio.offAir')}</p>
      )}
    </section>
  );
}
