/**
 * The frame every home section shares: its band (`section home-…`), the container, and the
 * heading row with the section's title and, after it, its links (`children` of HomeHead). The
 * news and entertainment blocks add the language toggle to that row (HeadTools).
 */
import type { ReactNode } from 'react';
import { LanguageToggle } from '../../components/header/LanguageToggle';
import { Link } from '../../components/link/Link';

/** The heading row: the section's title (an h2 with `id`, which names the section) and its links. */
export function HomeHead({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="section__head home-head">
      <h2 className="section__title" id={id}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** A section's 'Show all' link in the heading row. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="section__more" href={href}>
      {children}
    </Link>
  );
}

/** The language toggle and the 'All …' link of the news and entertainment heading rows. */
export function HeadTools({ href, label }: { href: string; label: string }) {
  return (
    <div className="home-head__tools">
      <div className="home-toggle">
        <LanguageToggle />
      </div>
      <MoreLink href={href}>{label}</MoreLink>
    </div>
  );
}

/**
 * A home section on its band. `named`: the section is a landmark named by its heading (the shows
 * band is not: the carousel inside is the region that heading names, once).
 */
export function HomeBand(props: {
  block: string;
  headingId: string;
  title: string;
  named?: boolean;
  head?: ReactNode;
  children: ReactNode;
}) {
  const { block, headingId, title, named = true, head, children } = props;
  return (
    <section className={`section ${block}`} aria-labelledby={named ? headingId : undefined}>
      <div className="container">
        <HomeHead id={headingId} title={title}>
          {head}
        </HomeHead>
        {children}
      </div>
    </section>
  );
}
