/**
 * A host's page (spec doc 2 §2 "Hosts"): /hosts/view/{slug}. A back link to /hosts, the photo
 * (whole, never cropped into a banner), the name, the bio, social links, and 'Host of' with the
 * cards of the host's shows.
 */
import { useId } from 'react';
import type { HostView } from '../../../shared/loaders/hosts';
import { useT } from '../../app/context';
import { HostShowCard } from './HostShowCard';
import { HostSocialLinks } from './HostSocialLinks';
import { HostPhoto } from './HostTile';
// The 'Host of' list lays out in the cards' grid.
import '../../components/cards/cards.css';
import './hosts.css';
import { Link, useLocalizedHtml } from '../../components/link/Link';

export function HostPage({ view }: { view: HostView }) {
  const localizeHtml = useLocalizedHtml();
  const t = useT();
  const showsId = useId();
  return (
    <article className="host section">
      <div className="container">
        <Link className="back-link" href="/hosts">
          {t('hosts.back')}
        </Link>
        <div className="host__intro">
          <HostPhoto className="host__photo" src={view.photo} load="lead" />
          <div className="host__text">
            <h1 className="host__name">{view.name}</h1>
            {view.bioHtml && (
              // The wrapper is a div because the bio brings its own paragraphs and lists.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: bio was sanitised by an allow-list at the contract edge (worker/content/sanitize.ts)
              <div className="host__bio" dangerouslySetInnerHTML={{ __html: localizeHtml(view.bioHtml) }} />
            )}
            <HostSocialLinks name={view.name} links={view.socialLinks} />
          </div>
        </div>
        {view.shows.length > 0 && (
          <section className="host__shows" aria-labelledby={showsId}>
            <h2 className="section__title" id={showsId}>
              {t('hosts.hostOf')}
            </h2>
            <ul className="grid-list card-grid host-shows">
              {view.shows.map((show) => (
                <li key={show.id}>
                  <HostShowCard show={show} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
