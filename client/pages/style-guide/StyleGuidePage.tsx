/**
 * The internal style guide, in three parts: /font (typography and the design tokens), /form (the
 * site's one Field in each of its states, and the buttons) and /component (the story card in its
 * four sizes, store badges, buttons), each in both scripts. Everything shown is the real component
 * the site renders, so a change to one shows here. Not linked from the site; marked noindex.
 */
import type { StyleGuideView } from '../../../shared/loaders/style-guide';
import { useT } from '../../app/context';
import { GUIDE_PARTS } from './parts';
import { island } from '../../app/island';
import './style-guide.css';
import '../../components/cards/cards.css';
import { Link } from '../../components/link/Link';

// The three parts hydrate from their own chunks (client/app/island.tsx): the type specimens with
// the design tokens' table, the form store, the cards (the tokens alone were 3 KiB gzip before
// interaction). They take no props, so nothing reaches them before their code is in. Their
// stylesheets are imported statically (here and by client/app/shell-islands.ts).
const FontPart = island(() => import('./FontPart').then((m) => m.FontPart));
const FormPart = island(() => import('./FormPart').then((m) => m.FormPart));
const ComponentPart = island(() => import('./ComponentPart').then((m) => m.ComponentPart));

const PART_SCREENS = { font: FontPart, form: FormPart, component: ComponentPart } as const;

export function StyleGuidePage({ view }: { view: StyleGuideView }) {
  const t = useT();
  const Part = PART_SCREENS[view.part];
  return (
    <div className="guide container">
      <h1>{t('styleGuide.title')}</h1>
      <nav aria-label={t('styleGuide.parts')}>
        <ul className="guide__nav">
          {GUIDE_PARTS.map(({ part, label }) => (
            <li key={part}>
              <Link href={`/${part}`} aria-current={part === view.part ? 'page' : undefined}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Part />
    </div>
  );
}
