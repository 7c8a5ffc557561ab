/**
 * The section-built community page (it uses every SectionInput handle at least once; community.json)
 * and `buildPages`, the list of all the pages of the demo. Only the community page carries dates
 * (its news and related-post cards), so `buildPages(d)` takes the seed's date helpers.
 */
import type { PageInput, SectionInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { fromSeedJson } from '../from-json';
import { bcPosts } from '../posts';
import communityJson from './community.json' with { type: 'json' };
import contentPages from './content-pages.json' with { type: 'json' };

/** content-pages.json: the station's own text pages (about with the team, advertise, careers, apps, app privacy). */
type ContentPages = Record<'about' | 'advertise' | 'careers' | 'apps' | 'appPrivacy', PageInput>;

/** community.json: the page, whose news and relatedPosts sections list the slugs of their BC stories. */
type CommunityDraft = Omit<PageInput, 'sections'> & { sections: (SectionInput | StorySection)[] };
type StorySection = { handle: 'news' | 'relatedPosts'; items: string[] } & Record<string, unknown>;

/**
 * Story cards of the news and related-posts sections, copied from the demo's BC posts so every
 * card opens a real story in both languages. A slug that is gone fails the seed loudly.
 */
function storyCards(d: SeedDates, slugs: string[]) {
  const posts = bcPosts(d);
  return slugs.map((slug) => {
    const p = posts.find((x) => x.slug === slug);
    if (!p) throw new Error(`community page: no BC post with the slug '${slug}'`);
    return {
      id: p.id,
      slug,
      title: p.title,
      titlePa: p.titlePa,
      intro: p.intro,
      introPa: p.introPa,
      image: p.images[0]?.url,
      postDate: p.postDate,
      isUpdated: Boolean(p.postDateUpdated),
    };
  });
}

const isStorySection = (s: SectionInput | StorySection): s is StorySection =>
  s.handle === 'news' || s.handle === 'relatedPosts';

/** Every page of the demo; `d` supplies the dates of the community page's story cards. */
export function buildPages(d: SeedDates): PageInput[] {
  const draft = fromSeedJson<CommunityDraft>(communityJson, d);
  const sections = draft.sections.map((s) => (isStorySection(s) ? { ...s, items: storyCards(d, s.items) } : s));
  // The story sections now hold their cards: the page is the PageInput that importBundle checks.
  const community = { ...draft, sections } as PageInput;
  const { about, advertise, careers, apps, appPrivacy } = fromSeedJson<ContentPages>(contentPages, d);
  return [about, advertise, careers, apps, community, appPrivacy];
}
