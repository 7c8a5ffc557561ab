/**
 * The draft formats the on-air schedule is written in: ShowDraft (a show before its image, email,
 * SoundCloud link and date are filled in; the shows are JSON, shows-weekday.json and
 * shows-weekend.json) and EpisodeDraft with its `ep` builder for the episode lists.
 */
import type { ShowInput } from '../../../../shared/types/content';

/** A show as the schedule's JSON files write it. */
export type ShowDraft = Omit<ShowInput, 'image' | 'email' | 'soundcloudLink' | 'postDate' | 'type'> & {
  type: ShowInput['type'];
  /** Days before the seed day the show page was published. */
  age: number;
  soundcloud?: boolean;
};

/** An episode as the episode lists write it. */
export interface EpisodeDraft {
  title: string;
  titlePa?: string;
  description: string;
  descriptionPa?: string;
  /** Seconds: plays the highlights clip of this length (schedule.ts HIGHLIGHTS) instead of the next in turn. */
  duration?: number;
}

/** An episode draft: title, Punjabi title, description, Punjabi description, length in seconds. */
export const ep = (
  title: string,
  titlePa: string | undefined,
  description: string,
  descriptionPa?: string,
  duration?: number,
): EpisodeDraft => ({ title, titlePa, description, descriptionPa, duration });
