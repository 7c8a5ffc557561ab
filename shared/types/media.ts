/**
 * Shapes of the media endpoints the worker adds to the contract: the airing show, the video
 * platform listings (in the platform's own item shape, spec §3 "Video list item"), the weather.
 */

/** GET /api/airing: what is on air now, worked out from the schedule in Vancouver time. */
export interface AiringResponse {
  /** null when nothing is scheduled right now. */
  show: {
    id: number;
    slug: string;
    name: string;
    namePa?: string;
    image: string;
    hosts: string[];
    /** 'h:mm a – h:mm a' in English; the client formats per language from start/end. */
    start: string;
    end: string;
  } | null;
  /** 'live' when a show is airing, 'off-air' otherwise. */
  status: 'live' | 'off-air';
  /** The next show today or on the next day with shows, for "up next". */
  next: { slug: string; name: string; namePa?: string; start: string; day: string } | null;
}

/** A video in the platform's item shape (spec §3), as the listing pages read it. */
export interface VideoItem {
  id: { videoId: string };
  snippet: {
    title: string;
    description: string;
    thumbnails: { high: { url: string } };
    publishedAt: string;
  };
  contentDetails: { duration: string };
}

/** GET /api/videos/{entertainment|news-room|lifestyle}?pageToken= */
export interface VideosResponse {
  items: VideoItem[];
  /** Pass back as ?pageToken= for the next page; absent at the end. */
  nextPageToken?: string;
  /** 'platform' when the video platform answered, 'embedded' for the built-in originals. */
  source: 'platform' | 'embedded';
}

/** GET /api/weather: current weather for Vancouver; 204 (no body) when no key is configured, 502 when the service failed. */
export interface WeatherResponse {
  city: 'Vancouver';
  /** Celsius, from kelvin minus 273.15, 2 decimals. */
  temperature: number;
  /** Weather service icon code, e.g. '10d'; served locally at /images/weather/{icon}.svg. */
  icon: string;
  description: string;
}

/** The two live streams of the radio bar. */
export interface StreamsConfig {
  fm: { label: '91.5 FM'; url: string };
  hd2: { label: '91.5 HD2'; url: string };
}

/** GET /api/now-playing/{fm|hd2}: the track on a live stream now, from the stream's server. */
export interface NowPlayingResponse {
  stream: 'fm' | 'hd2';
  /** 'Artist - Title' as the station sends it; null when the stream carries no title. */
  title: string | null;
  /** Where it came from: the server's status JSON, the stream's ICY metadata, the demo list, or nowhere. */
  source: 'status' | 'icy' | 'demo' | 'none';
}
