/**
 * Home 'shows' section (spec doc 1 §2): a carousel of show cards (image, title, days, time) on
 * the navy band, with a link to /shows.
 */
import type { HomeSectionView } from '../../../shared/loaders/home';
import { useT } from '../../app/context';
import { Carousel } from '../../components/carousel/Carousel';
import { Link } from '../../components/link/Link';

type ShowsView = Extract<HomeSectionView, { handle: 'shows' }>;
type ShowItem = ShowsView['items'][number];

export function ShowsSection({ section }: { section: ShowsView }) {
  const t = useT();
  if (section.items.length === 0) return null;
  const headingId = `home-shows-${section.id}`;
  return (
    // Not a named landmark: the carousel inside is the region named by this heading, once.
    <section className="section home-shows">
      <div className="container">
        <div className="section__head home-head">
          <h2 className="section__title" id={headingId}>
            {section.title}
          </h2>
          <Link className="section__more" href="/shows">
            {t('home.allShows')}
          </Link>
        </div>
        <Carousel label={section.title} perView={4}>
          {section.items.map((show) => (
            <ShowCard key={show.id} show={show} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}

function ShowCard({ show }: { show: ShowItem }) {
  return (
    <article className="home-show">
      <div className="home-show__media">
        <img src={show.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      </div>
      <div className="home-show__body">
        <h3 className="home-show__title">
          <Link className="home-show__link stretched-link" href={show.href}>
            {show.title}
          </Link>
        </h3>
        {show.days && <p className="home-show__days">{show.days}</p>}
        <p className="home-show__time">{show.time}</p>
      </div>
    </article>
  );
}
