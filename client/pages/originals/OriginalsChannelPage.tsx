/**
 * A channel's video listing (spec doc 2 §2): /originals/{entertainment|news-room|lifestyle}. The
 * title, a back link to /originals, a grid of video cards and 'View More', which loads the next
 * page of videos and appends it. The button is disabled while loading; a failure is logged by
 * the API client ('Error fetching data: ') and the list stays as it was.
 */
import { useRef, useState } from 'react';
import type { OriginalsChannelView } from '../../../shared/loaders/originals';
import { useApp, useT } from '../../app/context';
import { VideoCard } from '../../media/media-islands';
import './originals.css';
import { Link } from '../../components/link/Link';

/** The api client and the appending step, loaded with the first 'View More': the page hydrates without them. */
const loadMoreCode = () => Promise.all([import('./channel-data'), import('../../app/browser-api')]);

export function OriginalsChannelPage({ view }: { view: OriginalsChannelView }) {
  const t = useT();
  const { lang } = useApp();
  const [list, setList] = useState({ source: view, items: view.items, token: view.nextPageToken });
  const [busy, setBusy] = useState(false);
  const request = useRef(0);

  // New data from the router (another channel, another language) starts the list afresh.
  if (list.source !== view) setList({ source: view, items: view.items, token: view.nextPageToken });
  const current = list.source === view ? list : { items: view.items, token: view.nextPageToken };

  const viewMore = async () => {
    if (!current.token || busy) return;
    const ticket = ++request.current;
    setBusy(true);
    const [{ appendVideos, fetchChannelPage }, client] = await loadMoreCode().catch((err: unknown) => {
      if (ticket === request.current) setBusy(false);
      throw err;
    });
    try {
      const page = await fetchChannelPage(view.channel, current.token, lang);
      if (ticket !== request.current) return;
      setList((prev) => ({
        source: prev.source,
        items: appendVideos(prev.items, page.items),
        token: page.nextPageToken,
      }));
    } catch (err) {
      client.ignoreApiError(err);
    } finally {
      if (ticket === request.current) setBusy(false);
    }
  };

  return (
    <div className="originals originals--channel">
      <header className="originals-head">
        <div className="container">
          <Link className="back-link originals-back" href="/originals">
            {t('originals.back')}
          </Link>
          <h1 className="originals-head__title">{view.title}</h1>
        </div>
      </header>
      <section className="section originals-channel" aria-label={view.title}>
        <div className="container">
          {current.items.length === 0 ? (
            <p className="originals-empty">{t('originals.empty')}</p>
          ) : (
            <ul className="grid-list card-grid originals-grid">
              {current.items.map((video, i) => (
                <li key={video.videoId} className="originals-grid__item">
                  {/* One column on a phone: its first screen shows the first two. */}
                  <VideoCard video={video} level="h2" load={i < 2 ? 'eager' : 'lazy'} />
                </li>
              ))}
            </ul>
          )}
          {current.token && (
            <div className="originals-more">
              <button
                type="button"
                className="button originals-more__button"
                onClick={() => void viewMore()}
                disabled={busy}
                aria-busy={busy}
              >
                {/* The label stays 'View More' while loading; the disabled state and a spinner tell. */}
                {busy && <span className="originals-more__spinner" aria-hidden="true" />}
                {t('originals.viewMore')}
              </button>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
