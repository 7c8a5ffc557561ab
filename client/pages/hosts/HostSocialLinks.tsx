/**
 * A host's social links: the footer's network icons, each link named by its network for screen
 * readers and opening in a new tab (they leave the site).
 */
import type { SocialLink } from '../../../shared/types/content';
import { useT } from '../../app/context';
import { SOCIAL_NAMES, SocialIcon } from '../../components/footer/icons';
import { Link } from '../../components/link/Link';

export function HostSocialLinks({ name, links }: { name: string; links: SocialLink[] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <ul className="host-social" aria-label={t('hosts.social', { name })}>
      {links.map((link) => (
        <li key={`${link.type}|${link.url}`}>
          <Link
            className="host-social__link icon-button social-link"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.type === 'website' ? t('footer.website') : SOCIAL_NAMES[link.type]} ${t('hosts.newTab')}`}
          >
            <SocialIcon type={link.type} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
