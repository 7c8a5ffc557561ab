/**
 * A show's `itunes:category`: Apple Podcasts accepts only the names of its own list, so the
 * show's category (its type's title in the CMS: Talk, Music, News, Spiritual…) is matched to it:
 * a name on the list as it is, a few of the station's own words by meaning, anything else "News"
 * (a news and community station's safe default).
 */

/** Apple Podcasts' top-level categories. */
const APPLE_CATEGORIES = [
  'Arts',
  'Business',
  'Comedy',
  'Education',
  'Fiction',
  'Government',
  'Health & Fitness',
  'History',
  'Kids & Family',
  'Leisure',
  'Music',
  'News',
  'Religion & Spirituality',
  'Science',
  'Society & Culture',
  'Sports',
  'Technology',
  'True Crime',
  'TV & Film',
];

/** The station's category words that are not Apple's names. */
const ALIASES: Record<string, string> = {
  spiritual: 'Religion & Spirituality',
  spirituality: 'Religion & Spirituality',
  religion: 'Religion & Spirituality',
  religious: 'Religion & Spirituality',
  gurbani: 'Religion & Spirituality',
  talk: 'Society & Culture',
  community: 'Society & Culture',
  culture: 'Society & Culture',
  sport: 'Sports',
  kids: 'Kids & Family',
  family: 'Kids & Family',
  health: 'Health & Fitness',
  entertainment: 'TV & Film',
};

const DEFAULT_PODCAST_CATEGORY = 'News';

/** The Apple category for a show's category name (any case), or "News". */
export function podcastCategory(name: string | undefined): string {
  const key = (name ?? '').trim().toLowerCase();
  if (!key) return DEFAULT_PODCAST_CATEGORY;
  return APPLE_CATEGORIES.find((c) => c.toLowerCase() === key) ?? ALIASES[key] ?? DEFAULT_PODCAST_CATEGORY;
}
