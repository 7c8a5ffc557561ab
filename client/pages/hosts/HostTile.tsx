/**
 * One host of the hosts grid: the photo at its natural shape (never cropped: hosts' portraits
 * come in any aspect), the name and the show(s), all one link to the host's page.
 */
import type { HostTileView } from '../../../shared/loaders/hosts';
import { Link } from '../../components/link/Link';

/** A portrait's usual shape; the browser keeps this space until the real photo says otherwise. */
export const PHOTO_WIDTH = 600;
export const PHOTO_HEIGHT = 600;

export function HostTile({ host, eager = false }: { host: HostTileView; eager?: boolean }) {
  return (
    <Link className="host-tile panel panel--lift" href={host.href}>
      <img
        className="host-tile__photo"
        src={host.image}
        alt=""
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="host-tile__body">
        <h2 className="host-tile__name">{host.name}</h2>
        {host.shows && <p className="host-tile__shows">{host.shows}</p>}
      </div>
    </Link>
  );
}
