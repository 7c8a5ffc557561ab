/** A show the host presents: picture, title (cut at 60 characters by the loader), days and time. */
import type { HostShowView } from '../../../shared/loaders/hosts';
import { Link } from '../../components/link/Link';
import { Picture } from '../../components/cards/CardImage';

export function HostShowCard({ show }: { show: HostShowView }) {
  return (
    <Link className="host-show panel" href={show.href}>
      <Picture className="host-show__image" src={show.image} width={640} height={360} />
      <div className="host-show__body">
        <h3 className="host-show__title">{show.title}</h3>
        {show.days && <p className="host-show__days">{show.days}</p>}
        <p className="host-show__time">{show.time}</p>
      </div>
    </Link>
  );
}
