/**
 * Shapes of the media endpoints the worker adds to the contract: the airing show, the video
 * platform listings (in the platform's own item shape, spec §3 "Video list item"), the weather.
 * Inferred from shared/schemas/media.ts, which says what each field holds.
 */
import type * as v from 'valibot';
import type {
  airingAnswer,
  nowPlayingAnswer,
  streamsConfig,
  videoItem,
  videosAnswer,
  weatherAnswer,
} from '../schemas/media';

export type AiringResponse = v.InferOutput<typeof airingAnswer>;
export type VideoItem = v.InferOutput<typeof videoItem>;
export type VideosResponse = v.InferOutput<typeof videosAnswer>;
export type WeatherResponse = v.InferOutput<typeof weatherAnswer>;
export type StreamsConfig = v.InferOutput<typeof streamsConfig>;
export type NowPlayingResponse = v.InferOutput<typeof nowPlayingAnswer>;
