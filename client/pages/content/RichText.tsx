/**
 * Rich text of a content page or section: the contract's HTML as it is (paragraphs, headings,
 * lists, links, images), already cleaned by the allow-list sanitiser at the contract edge
 * (worker/content/sanitize.ts) before it was cached, on the server and in the browser alike.
 */
import { useLocalizedHtml } from '../../components/link/Link';
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const localizeHtml = useLocalizedHtml();
  if (!html) return null;
  return (
    // The wrapper is a div because the text brings its own paragraphs, headings and lists.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by an allow-list at the contract edge (worker/content/sanitize.ts)
    <div className={`rich ${className}`.trim()} dangerouslySetInnerHTML={{ __html: localizeHtml(html) }} />
  );
}
