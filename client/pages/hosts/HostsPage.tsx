/**
 * The hosts grid (spec doc 2 §2 "Hosts"): /hosts/{page}. One column on phones, three per row from
 * medium screens (spec: "Hosts grid 3 per row from medium screens"), each host's photo at its own
 * shape, name and show(s), linking to the host's page; pagination when there is more than one page.
 */
import type { HostsView } from '../../../shared/loaders/hosts';
import { useT } from '../../app/context';
import { Pagination } from '../../components/pagination/Pagination';
import { HostTile } from './HostTile';
import './hosts.css';

export function HostsPage({ view }: { view: HostsView }) {
  const t = useT();
  return (
    <div className="hosts section">
      <div className="container">
        <h1 className="hosts__title">{view.title}</h1>
        {view.hosts.length === 0 ? (
          <p className="hosts__empty">{t('hosts.empty')}</p>
        ) : (
          <ul className="grid-list hosts-grid">
            {view.hosts.map((host, i) => (
              <li key={host.slug} className="hosts-grid__item">
                {/* One column on a phone: its first screen shows two photos (ImageLoad: phones first). */}
                <HostTile host={host} eager={i < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination current={view.page} total={view.totalPages} href={(n) => `/hosts/${n}`} />
      </div>
    </div>
  );
}
