/**
 * Small steps behind the style guide's token sections: how a size reads in pixels, which sample
 * a type step gets, and a text colour's contrast on its surface.
 */
import { contrastRatio, parseColour } from '../../styles/contrast';
import { TOKEN_VALUES, type Token } from '../../styles/tokens';

/** The root size the rem steps are counted against (the browser default the site keeps). */
const ROOT_PX = 16;

/** '0.875rem' → '0.875rem · 14px'; a px, fluid or unitless value unchanged. */
export function sizeLabel(value: string): string {
  const rem = value.match(/^(\d*\.?\d+)rem$/);
  if (!rem) return value;
  const px = Math.round(Number(rem[1]) * ROOT_PX * 100) / 100;
  return `${value} · ${px}px`;
}

/**
 * Whether a type step is shown with the short sample: fluid sizes and anything from 28px up
 * would wrap a whole sentence into a column of single words on a phone.
 */
export function isDisplaySize(value: string): boolean {
  if (value.startsWith('clamp(')) return true;
  const rem = value.match(/^(\d*\.?\d+)rem$/);
  return rem ? Number(rem[1]) * ROOT_PX >= 28 : false;
}

/** A text colour's WCAG contrast on the surface it is read on, to one decimal; null for other colours. */
export function contrastLabel(token: Token): string | null {
  if (!token.on) return null;
  const text = parseColour(token.value, TOKEN_VALUES);
  const surface = parseColour(TOKEN_VALUES.get(token.on) ?? '', TOKEN_VALUES);
  if (!text || !surface) return null;
  return (Math.floor(contrastRatio(text, surface) * 10) / 10).toFixed(1);
}
