/** The two app stores a badge can name, in the order the site shows them (spec document 2 §2). */
export type Store = 'google' | 'apple';
export const STORES: readonly Store[] = ['google', 'apple'];
