/**
 * One host of the hosts grid: the photo at its natural shape (never cropped: hosts' portraits
 * come in any aspect), the name and the show(s), all one link to the host's page.
 */
import type { HostTileView } from '../../../shared/loaders/hosts';
import { type ImageLoad, Picture } from '../../components/cards/CardImage';
import { Link } from '../../components/link/Link';

/**
 * A host's photo, in the grid and on the host's own page. The space kept is a portrait's usual
 * shape (600 × 600) until the real photo says otherwise. The alt is empty: the host's name is
 * right beside it. How it loads (`ImageLoad`): 'lead' on the host's page, where it is the first
 * screen's largest picture; 'eager' on a phone's first screen; otherwise lazily.
 */
export function HostPhoto({ className, src, load }: { className: string; src: string; load: ImageLoad }) {
  return <Picture className={className} src={src} width={600} height={600} load={load} />;
}

export function HostTile({ host, eager = false }: { host: HostTileView; eager?: boolean }) {
  return (
    <Link className="host-tile panel panel--lift" href={host.href}>
      <HostPhoto className="host-tile__photo" src={host.image} load={eager ? 'eager' : 'lazy'} />
      <div className="host-tile__body">
        <h2 className="host-tile__name">{host.name}</h2>
        {host.shows && <p className="host-tile__shows">{host.shows}</p>}
      </div>
    </Link>
  );
}
