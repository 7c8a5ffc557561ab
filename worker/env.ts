/** Bindings, vars and secrets of the worker (wrangler.toml, .dev.vars, `wrangler secret`). */
import type { PurgeGeneration } from './cache/purge-generation';
import type { RateCounter } from './limits/rate-counter';
import type { NowPlayingHub } from './media/now-playing-hub';

export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  /** The exact attempt counters of the form rate limit and the purge throttle (worker/limits/). */
  RATE_COUNTER: DurableObjectNamespace<RateCounter>;
  /** The purge generation every isolate reads every few seconds (worker/cache/purge-generation.ts). */
  PURGE_GENERATION: DurableObjectNamespace<PurgeGeneration>;
  /** One object per live stream: reads its server while tabs listen, pushes changes, keeps the history (worker/media/now-playing-hub.ts). */
  NOW_PLAYING: DurableObjectNamespace<NowPlayingHub>;
  CACHE_TTL_SECONDS: string;
  CACHE_KEEP_SECONDS: string;
  /** Seconds a 404 from the content source is remembered (default 60; worker/cache/route.ts). */
  CACHE_MISS_SECONDS?: string;
  /** Seconds a cached page counts as fresh (default 60; "0" turns the page cache off; worker/cache/page-cache.ts). */
  PAGE_CACHE_SECONDS?: string;
  /** Seconds a cached page is kept at all, served stale while it is re-rendered or when a render fails (default 86400). */
  PAGE_KEEP_SECONDS?: string;
  BACKEND_URL: string;
  /** The originals host of the spec's connectOriginals calls (doc 2 §7); empty: BACKEND_URL. */
  ORIGINALS_URL?: string;
  UPSTREAM_TIMEOUT_MS: string;
  SITE_URL: string;
  ALGOLIA_APP_ID: string;
  ALGOLIA_INDEX: string;
  ALGOLIA_SEARCH_KEY: string;
  /**
   * Live stream URLs: https ones play directly from the station's server, http ones through
   * /media/live/{fm,hd2}; empty: the built-in demo streams there (worker/media/stream-config.ts).
   */
  STREAM_FM_URL?: string;
  STREAM_HD2_URL?: string;
  /** Low-bitrate copies the data saver plays (issue 28), reached by the same rules; empty: the main streams. */
  STREAM_FM_LOW_URL?: string;
  STREAM_HD2_LOW_URL?: string;
  /** "true": https streams go through /media/live/{fm,hd2} too. */
  STREAM_PROXY?: string;
  /** Before STREAM_PROXY: "true" asked for what is now the default; "false" proxies (read when STREAM_PROXY is empty). */
  STREAM_DIRECT?: string;
  /** Extra origins pages may play media from (CSP media-src), space-separated. */
  MEDIA_ORIGINS?: string;
  /** Video platform channel ids of the three listings. */
  YOUTUBE_CHANNEL_ENTERTAINMENT?: string;
  YOUTUBE_CHANNEL_NEWS_ROOM?: string;
  YOUTUBE_CHANNEL_LIFESTYLE?: string;
  /** Form submissions a minute per form and visitor address (default 10; worker/api/forms/protect.ts). */
  FORM_RATE_LIMIT?: string;
  PURGE_TOKEN?: string;
  /**
   * Where share cards are drawn (worker/share/renderer.ts): "cron" (default) by the cron trigger's
   * own schedule, which needs the Workers Paid plan's CPU; "local" on the Free plan, where the
   * cron leaves them to `npm run cards -- --remote` on the operator's machine.
   */
  SHARE_CARD_RENDERER?: string;
  /** The station's postal address, for the home page's JSON-LD RadioStation (empty: left out). */
  STATION_ADDRESS?: string;
  WEATHER_API_KEY?: string;
  YOUTUBE_API_KEY?: string;
  /** Mail-list provider (worker/mail/): the key is a secret; without all three, subscriptions stay queued. */
  MAILCHIMP_API_KEY?: string;
  MAILCHIMP_SERVER_PREFIX?: string;
  MAILCHIMP_AUDIENCE_ID?: string;
}

/** Hono's environment type for this worker. */
export interface AppEnv {
  Bindings: Env;
}
