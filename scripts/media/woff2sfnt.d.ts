// woff2sfnt-sfnt2woff 1.0.0 ships no types: WOFF 1 bytes in, sfnt bytes out (a Node Buffer).
declare module 'woff2sfnt-sfnt2woff' {
  export function toSfnt(woff: Uint8Array): Uint8Array;
}
