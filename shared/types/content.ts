/**
 * The content bundle's types: the shape an operator imports and the demo seed is written in.
 * They are inferred from the valibot schemas in shared/schemas/ (which say what each field is and
 * why), so the import's checks and these types cannot drift apart. Only types are imported here:
 * the browser never loads valibot.
 */
import type * as v from 'valibot';
import type { audioRef, bodyBlock, imageRef, videoRef } from '../schemas/blocks';
import type { contentBundle } from '../schemas/bundle';
import type { careerInput, eventInput, eventsPageInput, featuredInput } from '../schemas/editorial';
import type { lang } from '../schemas/fields';
import type { homeInput } from '../schemas/home';
import type { originalCategoryInput, originalItemInput, originalSeriesInput } from '../schemas/originals';
import type { legalInput, noteBlock, pageHeaders, pageInput } from '../schemas/pages';
import type { sectionInput } from '../schemas/sections';
import type { postInput, postKind, tagInput } from '../schemas/posts';
import type { menuLink, settingsInput, socialLink } from '../schemas/settings';
import type { dayGroup, episodeInput, hostInput, showInput } from '../schemas/shows';

/** The type a valibot schema reads into. */
export type Of<T extends v.GenericSchema> = v.InferOutput<T>;

export type Lang = Of<typeof lang>;
export type BodyBlock = Of<typeof bodyBlock>;
export type ImageRef = Of<typeof imageRef>;
export type AudioRef = Of<typeof audioRef>;
export type VideoRef = Of<typeof videoRef>;
export type PostKind = Of<typeof postKind>;
export type TagInput = Of<typeof tagInput>;
export type PostInput = Of<typeof postInput>;
export type DayGroup = Of<typeof dayGroup>;
export type SocialLink = Of<typeof socialLink>;
export type ShowInput = Of<typeof showInput>;
export type EpisodeInput = Of<typeof episodeInput>;
export type HostInput = Of<typeof hostInput>;
export type OriginalCategoryInput = Of<typeof originalCategoryInput>;
export type OriginalSeriesInput = Of<typeof originalSeriesInput>;
export type OriginalItemInput = Of<typeof originalItemInput>;
export type FeaturedInput = Of<typeof featuredInput>;
export type EventInput = Of<typeof eventInput>;
export type PageHeaders = Of<typeof pageHeaders>;
export type NoteBlock = Of<typeof noteBlock>;
export type EventsPageInput = Of<typeof eventsPageInput>;
export type SectionInput = Of<typeof sectionInput>;
export type PageInput = Of<typeof pageInput>;
export type LegalInput = Of<typeof legalInput>;
export type MenuLink = Of<typeof menuLink>;
export type SettingsInput = Of<typeof settingsInput>;
export type HomeInput = Of<typeof homeInput>;
export type CareerInput = Of<typeof careerInput>;
export type ContentBundle = Of<typeof contentBundle>;
