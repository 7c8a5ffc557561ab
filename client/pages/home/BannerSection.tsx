/**
 * Home 'banner' section (spec doc 1 §2): wide image banners with links. The section title is
 * hidden when the type is default; it stays in the outline (visually hidden) so the page's
 * headings still describe every section.
 */
import type { HomeSectionView } from '../../../shared/loaders/home';
import { Link } from '../../components/link/Link';
import { linkProps } from './link-props';
import { Picture } from '../../components/cards/CardImage';

type BannerView = Extract<HomeSectionView, { handle: 'banner' }>;

export function BannerSection({ section }: { section: BannerView }) {
  if (section.items.length === 0) return null;
  const headingId = `home-banner-${section.id}`;
  const type = section.type.replace(/[^a-z0-9-]/gi, '') || 'default';
  return (
    <section className={`home-banner home-banner--${type}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 className={section.showTitle ? 'section__title home-banner__heading' : 'visually-hidden'} id={headingId}>
          {section.title}
        </h2>
      </div>
      {/* A 'wide' banner runs edge to edge; the others keep to the page column. */}
      <div className={type === 'wide' ? 'home-banner__items' : 'home-banner__items container'}>
        {section.items.map((item, i) => (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: banner items have no id and two may share a link; the list is fixed for the page.
            key={`${item.link}-${i}`}
            className="home-banner__item"
            {...linkProps(item.link)}
          >
            <Picture src={item.image} alt={item.title} width={1200} height={675} />
            {/* The image's alt already names the link; the caption is for sighted readers. */}
            <span className="home-banner__caption" aria-hidden="true">
              <span className="home-banner__label">{item.title}</span>
              <span className="home-banner__arrow">→</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
