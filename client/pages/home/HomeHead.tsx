/**
 * The head of a home section: its title (the heading the section is labelled by) and the link to
 * the whole list when the section has one. The story sections (news, entertainment) put the
 * language toggle beside that link.
 */
import { LanguageToggle } from '../../components/header/LanguageToggle';
import { Link } from '../../components/link/Link';

export function HomeHead({
  id,
  title,
  more,
  toggle = false,
}: {
  id: string;
  title: string;
  /** The link to the section's whole list: where it goes and what it says. */
  more?: { href: string; label: string };
  toggle?: boolean;
}) {
  const link = more && (
    <Link className="section__more" href={more.href}>
      {more.label}
    </Link>
  );
  return (
    <div className="section__head home-head">
      <h2 className="section__title" id={id}>
        {title}
      </h2>
      {toggle ? (
        <div className="home-head__tools">
          <div className="home-toggle">
            <LanguageToggle />
          </div>
          {link}
        </div>
      ) : (
        link
      )}
    </div>
  );
}
