/**
 * Home 'shows' section (spec doc 1 §2): a carousel of show cards (image, title, days, time) on
 * the navy band, with a link to /shows.
 */
import type { HomeSectionView } from '../../../shared/loaders/home';
import { useT } from '../../app/context';
import { CardImage } from '../../components/cards/CardImage';
import { Carousel } from '../../components/carousel/Carousel';
import { CardTitle } from './CardTitle';
import { HomeHead } from './HomeHead';

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
        <HomeHead id={headingId} title={section.title} more={{ href: '/shows', label: t('home.allShows') }} />
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
      <CardImage className="home-show__media" src={show.image} />
      <div className="home-show__body">
        <CardTitle block="home-show" href={show.href}>
          {show.title}
        </CardTitle>
        {show.days && <p className="home-show__days">{show.days}</p>}
        <p className="home-show__time">{show.time}</p>
      </div>
    </article>
  );
}
