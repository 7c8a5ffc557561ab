/**
 * The station's default card and logo: static PNGs the build draws (scripts/media/share-defaults.ts)
 * from the station's default picture and its icon, answered at once while the real image is not
 * drawn yet. Read from the assets binding, so answering one costs no drawing.
 */
export const DEFAULT_IMAGE_PATHS = {
  card: '/media/share/default-card.png',
  logo: '/media/share/default-logo.png',
} as const;

/** The default image's bytes; throws when the build did not write it (as the card fonts do). */
export async function defaultImage(assets: Fetcher, which: keyof typeof DEFAULT_IMAGE_PATHS): Promise<ArrayBuffer> {
  const path = DEFAULT_IMAGE_PATHS[which];
  const res = await assets.fetch(new Request(`https://assets.local${path}`));
  if (!res.ok) throw new Error(`default share image missing: ${path} (${res.status}); run the build`);
  return res.arrayBuffer();
}
