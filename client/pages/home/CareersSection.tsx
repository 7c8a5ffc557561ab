/** Home 'careers' section (spec doc 1 §2): cards with title and intro, each linking to the position. */
import type { HomeSectionView } from '../../../shared/loaders/home';
import { useT } from '../../app/context';
import { Link } from '../../components/link/Link';

type CareersView = Extract<HomeSectionView, { handle: 'careers' }>;

export function CareersSection({ section }: { section: CareersView }) {
  const t = useT();
  if (section.items.length === 0) return null;
  const headingId = `home-careers-${section.id}`;
  return (
    <section className="section home-careers" aria-labelledby={headingId}>
      <div className="container">
        <div className="section__head home-head">
          <h2 className="section__title" id={headingId}>
            {section.title}
          </h2>
        </div>
        <ul className="home-careers__grid">
          {section.items.map((job) => (
            <li key={job.id}>
              <article className="home-job surface">
                <h3 className="home-job__title">
                  <Link className="home-job__link stretched-link" href={job.href}>
                    {job.title}
                  </Link>
                </h3>
                {job.intro && <p className="home-job__intro clamp">{job.intro}</p>}
                {/* The title link already covers the card; this is its visual cue, not a second link. */}
                <span className="home-job__cta" aria-hidden="true">
                  {t('home.careersApply')}
                </span>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
