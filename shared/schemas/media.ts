/**
 * The media endpoints the worker adds to the contract: the airing show, the video platform
 * listings (in the platform's own item shape, spec §3 "Video list item"), the weather, and the
 * two live streams of the radio bar.
 */
import * as v from 'valibot';

/** The two live streams of the radio bar; `low`: the data saver's low-bitrate copy, when configured. */
export const streamsConfig = v.object({
  fm: v.object({ label: v.literal('91.5 FM'), url: v.string(), low: v.optional(v.string()) }),
  hd2: v.object({ label: v.literal('91.5 HD2'), url: v.string(), low: v.optional(v.string()) }),
});

/** GET /api/airing: what is on air now, worked out from the schedule in Vancouver time. */
export const airingAnswer = v.object({
  /** null when nothing is scheduled right now. */
  show: v.nullable(
    v.object({
      id: v.number(),
      slug: v.string(),
      name: v.string(),
      namePa: v.optional(v.string()),
      image: v.string(),
      hosts: v.array(v.string()),
      /** 'h:mm a – h:mm a' in English; the client formats per language from start/end. */
      start: v.string(),
      end: v.string(),
    }),
  ),
  /** 'live' when a show is airing, 'off-air' otherwise. */
  status: v.picklist(['live', 'off-air']),
  /** The next show today or on the next day with shows, for "up next". */
  next: v.nullable(
    v.object({
      slug: v.string(),
      name: v.string(),
      namePa: v.optional(v.string()),
      start: v.string(),
      day: v.string(),
    }),
  ),
});

/**
 * A video in the platform's item shape (spec §3), as the listing pages read it. The platform
 * sends one language; a listing built from the originals also carries their Punjabi fields, so a
 * Punjabi channel page reads as the originals page does.
 */
export const videoItem = v.object({
  id: v.object({ videoId: v.string() }),
  snippet: v.object({
    title: v.string(),
    titlePa: v.optional(v.string()),
    description: v.string(),
    descriptionPa: v.optional(v.string()),
    thumbnails: v.object({ high: v.object({ url: v.string() }) }),
    publishedAt: v.string(),
  }),
  contentDetails: v.object({ duration: v.string() }),
});

/** GET /api/videos/{entertainment|news-room|lifestyle}?pageToken= */
export const videosAnswer = v.object({
  items: v.array(videoItem),
  /** Pass back as ?pageToken= for the next page; absent at the end. */
  nextPageToken: v.optional(v.string()),
  /** 'platform' when the video platform answered, 'embedded' for the built-in originals. */
  source: v.picklist(['platform', 'embedded']),
});

/** GET /api/weather: current weather for Vancouver; 204 (no body) without a key, 502 when the service failed. */
export const weatherAnswer = v.object({
  city: v.literal('Vancouver'),
  /** Celsius, from kelvin minus 273.15, 2 decimals. */
  temperature: v.number(),
  /** Weather service icon code, e.g. '10d'; served locally at /images/weather/{icon}.svg. */
  icon: v.string(),
  description: v.string(),
});

/** GET /api/now-playing/{fm|hd2}: the track on a live stream now, from the stream's server. */
export const nowPlayingAnswer = v.object({
  stream: v.picklist(['fm', 'hd2']),
  /** 'Artist - Title' as the station sends it; null when the stream carries no title. */
  title: v.nullable(v.string()),
  /** Where it came from: the server's status JSON, the stream's ICY metadata, the demo list, or nowhere. */
  source: v.picklist(['status', 'icy', 'demo', 'none']),
});
