/**
 * The draft formats the on-air schedule is written in: the four show categories, `airs` for the
 * days and slot of a show, ShowDraft (a show before its image, email, SoundCloud link and date are
 * filled in) and EpisodeDraft with its `ep` builder for the episode lists.
 */
import type { DayGroup, ShowInput } from '../../../../shared/types/content';

/** The show categories. */
export const TALK = { id: 1, title: 'Talk', icon: 'mic' };
export const MUSIC = { id: 2, title: 'Music', icon: 'music' };
export const NEWS = { id: 3, title: 'News', icon: 'news' };
export const SPIRITUAL = { id: 4, title: 'Spiritual', icon: 'spiritual' };

/** When a show airs: its day groups and its slot, 'HH:mm' Vancouver time. */
export function airs(
  days: DayGroup[],
  startTime: string,
  endTime: string,
): Pick<ShowInput, 'days' | 'startTime' | 'endTime'> {
  return { days, startTime, endTime };
}

/** A show as the schedule files write it. */
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
