/**
 * 'Available on': the show's video and audio platform pages. They leave the site, so they open
 * in a new tab and say so in their accessible names.
 */
import type { ShowView } from '../../../shared/loaders/show';
import { useT } from '../../app/context';
import { SocialIcon } from '../../components/footer/icons';
import { AsideBlock } from './AsideBlock';
import { Link } from '../../components/link/Link';

function SoundIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M3 14v-3a9 9 0 0 1 18 0v3M3 14a2 2 0 0 1 2-2h1v7H5a2 2 0 0 1-2-2zm18 0a2 2 0 0 0-2-2h-1v7h1a2 2 0 0 0 2-2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The platforms, in the order shown: the view's link, the link's modifier class, its names and icon. */
const PLATFORMS = [
  {
    link: 'youtubeLink',
    kind: 'video',
    label: 'show.watchOn',
    name: 'show.youtube',
    icon: <SocialIcon type="youtube" />,
  },
  { link: 'soundcloudLink', kind: 'audio', label: 'show.listenOn', name: 'show.soundcloud', icon: <SoundIcon /> },
] as const;

export function ShowPlatforms({ view }: { view: ShowView }) {
  const t = useT();
  if (!view.youtubeLink && !view.soundcloudLink) return null;
  return (
    <AsideBlock title={t('show.availableOn')} className="show-platforms">
      <ul className="show-platforms__list inline-list">
        {PLATFORMS.map(
          ({ link, kind, label, name, icon }) =>
            view[link] && (
              <li key={kind}>
                <Link
                  className={`show-platforms__link show-platforms__link--${kind}`}
                  href={view[link]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(label, { title: view.title })}
                >
                  {icon}
                  {t(name)}
                </Link>
              </li>
            ),
        )}
      </ul>
    </AsideBlock>
  );
}
