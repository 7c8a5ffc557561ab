/** Paths under public/ of the card's TrueType fonts, written by the build (scripts/media/card-fonts.ts). */
export const CARD_FONT_PATHS = {
  gurmukhi: '/fonts/card/noto-sans-gurmukhi-700.ttf',
  latin: '/fonts/card/noto-sans-latin-700.ttf',
  arabic: '/fonts/card/noto-nastaliq-urdu-arabic-700.ttf',
} as const;
