/**
 * A show's page (spec doc 2 §2): /shows/view/{slug}/{page}. Back link to the schedule, the show's
 * picture, title, first day and airtime, its description, 'Show Highlights' (one page of episode
 * cards with pagination), and a side column with 'About this show', 'Available on' (accordions
 * under 960 px) and the share links. On phones the side column sits between the description and
 * the highlights, so the show's facts come before the long list.
 */
import type { ShowView } from '../../../shared/loaders/show';
import { useT } from '../../app/context';
import { ShowAbout, ShowHighlights, ShowPlatforms } from './parts-island';
import { ShareBlock } from '../article/share-island';
import './show.css';
import { Link, useLocalizedHtml } from '../../components/link/Link';
import { Picture } from '../../components/cards/CardImage';
import { SecondClock, SecondClockPicker } from '../../components/second-clock/second-clock-island';

export function ShowPage({ view }: { view: ShowView }) {
  const localizeHtml = useLocalizedHtml();
  const t = useT();
  return (
    <article className="show-page section">
      <div className="container">
        <Link className="back-link" href="/shows">
          {t('show.back')}
        </Link>
        <div className="show-page__layout">
          <header className="show-page__head">
            <Picture className="show-page__image" src={view.image} width={1280} height={720} load="lead" />
            <h1 className="show-page__title">{view.title}</h1>
            {(view.day || view.time) && (
              <p className="show-page__when">
                {view.day && <span className="show-page__day">{view.day}</span>}
                {view.time && <span className="show-page__time">{view.time}</span>}
                {view.time && <SecondClock start={view.start} end={view.end} />}
              </p>
            )}
            {view.time && <SecondClockPicker />}
            {view.descriptionHtml && (
              // A div: the description brings its own paragraphs and lists.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by an allow-list at the contract edge (worker/content/sanitize.ts)
              <div className="show-rich" dangerouslySetInnerHTML={{ __html: localizeHtml(view.descriptionHtml) }} />
            )}
          </header>
          <aside className="show-page__aside">
            <ShowAbout view={view} />
            <ShowPlatforms view={view} />
            <ShareBlock path={view.path} title={view.title} />
          </aside>
          <ShowHighlights
            episodes={view.episodes}
            page={view.page}
            totalPages={view.totalPages}
            baseHref={view.baseHref}
          />
        </div>
      </div>
    </article>
  );
}
