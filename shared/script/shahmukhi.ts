/**
 * The Shahmukhi (Perso-Arabic) reading of Punjabi text written in Gurmukhi (issue 30). The
 * letter mapping is gurmukhi-utils' (a kept library with the Gurmukhi tables); text in any other
 * script passes through unchanged, so Latin names and numbers inside a Punjabi story stay as
 * written.
 */
import { toShahmukhi as libraryShahmukhi } from 'gurmukhi-utils';

const gurmukhiRun = /[\u0A00-\u0A7F]+/g;

export function toShahmukhi(text: string): string {
  return text.replace(gurmukhiRun, (run) => libraryShahmukhi(run));
}
