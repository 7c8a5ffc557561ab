/**
 * An image that fails to load shows the site's default picture instead of a broken box (issue 16).
 * One capturing listener on the document serves every <img> (error events do not bubble), so no
 * component needs its own handler. The picture changes inside the same element, whose width and
 * height attributes (or CSS aspect ratio) keep its box: nothing around it moves.
 */
import { DEFAULT_IMAGE } from '../../shared/constants';

/** The part of an <img> the fallback touches. */
interface FallbackImage {
  src: string;
  dataset: DOMStringMap;
  removeAttribute(name: string): void;
}

/** Points a failed image at the default picture, once; the default itself failing is left alone. */
export function fallBack(img: FallbackImage): void {
  if (img.dataset.fallback !== undefined || new URL(img.src, 'http://x').pathname === DEFAULT_IMAGE) return;
  img.dataset.fallback = '';
  img.removeAttribute('srcset');
  img.src = DEFAULT_IMAGE;
}

/** Watches `doc` for failed images, and mends those that failed before this script ran. */
export function watchImageFailures(doc: Document): void {
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target);
    },
    true,
  );
  // A loaded SVG without intrinsic size can report a natural width of 0 too: decode() tells them
  // apart (it rejects only for a picture that cannot be shown).
  for (const img of Array.from(doc.images)) {
    if (img.complete && img.naturalWidth === 0 && img.src) img.decode().catch(() => fallBack(img));
  }
}
