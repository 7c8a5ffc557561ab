/** Home 'careers' section (spec doc 1 §2): cards with title and intro, each linking to the position. */
import type { HomeSectionView } from '../../../shared/loaders/home';
import { useT } from '../../app/context';
import { CardTitle } from './CardTitle';
import { HomeHead } from './HomeHead';

type CareersView = Extract<HomeSectionView, { handle: 'careers' }>;

export function CareersSection({ section }: { section: CareersView }) {
  const t = useT();
  if (section.items.length === 0) return null;
  const headingId = `home-careers-${section.id}`;
  return (
    <section className="section home-careers" aria-labelledby={headingId}>
      <div className="container">
        <HomeHead id={headingId} title={section.title} />
        <ul className="home-careers__grid bare-list">
          {section.items.map((job) => (
            <li key={job.id}>
              <article className="home-job surface">
                <CardTitle block="home-job" href={job.href}>
                  {job.title}
                </CardTitle>
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
