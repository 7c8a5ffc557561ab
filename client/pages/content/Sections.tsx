/**
 * The sections of a section-built page, in the order the page gives, each rendered by its
 * component from the one table (sections/table.ts). A handle the site does not know is skipped:
 * nothing renders for it on the server or in the browser (so hydration matches), and the server
 * logs it once per render so whoever runs the CMS can see what was left out.
 */
import type { ComponentType } from 'react';
import type { PageSection, SectionView } from '../../../shared/loaders/page-sections';
import { SECTION_COMPONENTS } from './sections/table';

function Section({ section }: { section: PageSection }) {
  if (section.handle === 'unknown') {
    // Only the server logs: the browser renders the same page again and would repeat it.
    if (typeof document === 'undefined')
      console.warn(`Section-built page: skipped unknown section handle '${section.name}'`);
    return null;
  }
  // The table pairs each handle with its own view-model's component; TypeScript cannot follow the
  // pairing through an index by a union, so the lookup is widened once here.
  const Component = SECTION_COMPONENTS[section.handle] as ComponentType<{ section: SectionView }>;
  return (
    <div className={`page-section page-section--${section.handle}`} data-section={section.handle}>
      <Component section={section} />
    </div>
  );
}

export function Sections({ sections }: { sections: PageSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <Section key={s.key} section={s} />
      ))}
    </>
  );
}
