/** The home page header (spec doc 1 §2): title, subheading and background image, as the page hero. */
import type { HomeView } from '../../../shared/loaders/home';
import { Hero } from '../../components/hero/Hero';

export function PageHeader({ headers }: { headers: HomeView['headers'] }) {
  return (
    <Hero title={headers.title} image={headers.backgroundImage}>
      {headers.subheading && <p className="hero__subheading">{headers.subheading}</p>}
    </Hero>
  );
}
