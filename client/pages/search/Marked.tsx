/**
 * Search text with its matched words in `<mark>` (issue 24): the parts come from the view-model
 * (shared/search/marks.ts), and each is a React text node, so nothing in a title or an excerpt is
 * ever read as markup.
 */
import type { Part } from '../../../shared/search/marks';

export function Marked({ parts }: { parts: Part[] }) {
  return parts.map((part, i) =>
    // The parts of one text never move, so their order is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    part.mark ? <mark key={i}>{part.text}</mark> : part.text,
  );
}
