/** A section's heading with the site's section style; nothing when the section has no title. */
export function SectionHeading({ title, centered = false }: { title: string; centered?: boolean }) {
  if (!title) return null;
  return (
    <div className={`section__head${centered ? ' page-section__head--centered' : ''}`}>
      <h2 className="section__title">{title}</h2>
    </div>
  );
}
