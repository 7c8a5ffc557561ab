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

export function ShowPlatforms({ view }: { view: ShowView }) {
  const t = useT();
  if (!view.youtubeLink && !view.soundcloudLink) return null;
  return (
    <AsideBlock title={t('show.availableOn')} className="show-platforms">
      <ul className="show-platforms__list inline-list">
        {view.youtubeLink && (
          <li>
            <Link
              className="show-platforms__link show-platforms__link--video"
              href={view.youtubeLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('show.watchOn', { title: view.title })}
            >
              <SocialIcon type="youtube" />
              {t('show.youtube')}
            </Link>
          </li>
        )}
        {view.soundcloudLink && (
          <li>
            <Link
              className="show-platforms__link show-platforms__link--audio"
              href={view.soundcloudLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('show.listenOn', { title: view.title })}
            >
              <SoundIcon />
              {t('show.soundcloud')}
            </Link>
          </li>
        )}
      </ul>
    </AsideBlock>
  );
}
