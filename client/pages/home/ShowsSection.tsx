/**
 * Home 'shows' section (spec doc 1 §2): a carousel of show cards (image, title, days, time) on
 * the navy band, with a link to /shows.
 */
import type { HomeSectionView } from '../../../shared/loaders/home';
import { useT } from '../../app/context';
import { Carousel } from '../../components/carousel/Carousel';
import { TileImage } from '../../components/cards/CardImage';
import { HomeBand, MoreLink } from './HomeBand';
import { TitleLink } from '../../components/cards/TitleLink';

type ShowsView = Extract<HomeSectionView, { handle: 'shows' }>;
type ShowItem = ShowsView['items'][number];

export function ShowsSection({ section }: { section: ShowsView }) {
  const t = useT();
  if (section.items.length === 0) return null;
  const headingId = `home-shows-${section.id}`;
  return (
    // Not a named landmark: the carousel inside is the region named by this heading, once.
    <HomeBand
      block="home-shows"
      headingId={headingId}
      title={section.title}
      named={false}
      head={<MoreLink href="/shows">{t('home.allShows')}</MoreLink>}
    >
      <Carousel label={section.title} perView={4}>
        {section.items.map((show) => (
          <ShowCard key={show.id} show={show} />
        ))}
      </Carousel>
    </HomeBand>
  );
}

function ShowCard({ show }: { show: ShowItem }) {
  return (
    <article className="home-show">
      <div className="home-show__media">
        <TileImage src={show.image} />
      </div>
      <div className="home-show__body">
        <TitleLink block="home-show" href={show.href} title={show.title} />
        {show.days && <p className="home-show__days">{show.days}</p>}
        <p className="home-show__time">{show.time}</p>
      </div>
    </article>
  );
}
