/**
 * A song list of a stream's page in its state: loading, failed (offline or an error, with Retry),
 * empty, or the songs newest first, each at its Vancouver time and, when there is one, the
 * second clock's.
 */
import { langOf } from '../../../shared/format/script-lang';
import { useApp, useT } from '../../app/context';
import { useSecondZone } from '../../components/second-clock/SecondClock';
import { songRows } from './history';
import type { SongList } from './use-history';

/** A song list in its state: loading, failed (with Retry), empty, or the songs newest first. */
export function Songs({ list, retry, empty }: { list: SongList; retry: () => void; empty: string }) {
  const t = useT();
  const { lang } = useApp();
  const zone = useSecondZone();
  if (list.state === 'idle') return null;
  if (list.state === 'loading') return <p className="radio-songs__note radio-songs__note--loading" aria-busy="true" />;
  if (list.state === 'failed')
    return (
      <p className="radio-songs__note" role="alert">
        {navigator.onLine ? t('radioPage.error') : t('radio.offline')}{' '}
        <button type="button" className="radio-songs__retry" onClick={retry}>
          {t('radio.retry')}
        </button>
      </p>
    );
  const rows = songRows(list.items, lang, zone);
  if (rows.length === 0) return <p className="radio-songs__note">{empty}</p>;
  return (
    <ol className="radio-songs__list bare-list">
      {rows.map((row) => (
        <li key={`${row.at}-${row.title}`} className="radio-songs__item">
          <time className="radio-songs__time" dateTime={row.at}>
            {row.time}
            {row.second && <span className="radio-songs__second">{row.second}</span>}
          </time>
          <span className="radio-songs__title" lang={langOf(row.title) ?? undefined}>
            {row.title}
          </span>
        </li>
      ))}
    </ol>
  );
}
