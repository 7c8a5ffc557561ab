/**
 * 'Share on' (spec doc 1 §2): Facebook and X/Twitter through their own share pages (new tab, no
 * third-party script on our page) and a copy-link button that opens the 'Share this Link' dialog.
 */
import { useState } from 'react';
import { useApp, useT } from '../../app/context';
import { SocialIcon, STROKE } from '../../components/footer/icons';
import { shareLinks } from './fit';
import { island } from '../../app/island';
import { useHeldCallback, useHeldRef } from '../../app/part-props';
import './share.css';
import { Link, useLocalizedPath } from '../../components/link/Link';

// The dialog hydrates from its own chunk (client/app/island.tsx): its markup is in the server's
// page (closed), its code and the modal's come after the page's, before anyone can open it.
const ShareDialog = island(() => import('./ShareDialog').then((m) => m.ShareDialog));

/** The networks' share pages, each named with the new tab it opens. */
const NETWORKS = [
  ['facebook', 'article.shareFacebook'],
  ['twitter', 'article.shareTwitter'],
] as const;

export function ShareBlock({ path, title }: { path: string; title: string }) {
  const { siteUrl } = useApp();
  const localize = useLocalizedPath();
  const t = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useHeldRef<HTMLButtonElement>();
  // Held, not a fresh arrow per render: the dialog is a part, and memo must find its props equal.
  const close = useHeldCallback(() => setOpen(false), []);
  // siteUrl comes from the server's state, so the server and the browser build the same links;
  // the address is the page's in the reader's language (issue 13), so a share preview is too.
  const url = new URL(siteUrl).origin + localize(path);
  const links = shareLinks(url, title);
  return (
    <section className="article-share" aria-labelledby="article-share-title">
      <h2 className="article-share__title" id="article-share-title">
        {t('article.shareOn')}
      </h2>
      <ul className="article-share__list">
        {NETWORKS.map(([network, label]) => (
          <li key={network}>
            <Link
              className={`article-share__button article-share__button--${network} icon-button`}
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(label)}
            >
              <SocialIcon type={network} />
            </Link>
          </li>
        ))}
        <li>
          <button
            ref={buttonRef}
            type="button"
            className="article-share__button article-share__button--copy icon-button"
            aria-label={t('article.copyLink')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls="article-share-dialog"
            onClick={() => setOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L11.6 6M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.6-1.6"
                {...STROKE}
              />
            </svg>
          </button>
        </li>
      </ul>
      <ShareDialog id="article-share-dialog" open={open} url={url} onClose={close} returnFocusTo={buttonRef} />
    </section>
  );
}
