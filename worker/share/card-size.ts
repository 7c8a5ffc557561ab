/** The share card's size: 1.91:1, what Facebook, WhatsApp, X and LinkedIn show as a large preview. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
