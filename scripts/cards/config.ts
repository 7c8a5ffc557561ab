/**
 * The wrangler config of the local renderer (worker/share/local-renderer.ts): the worker's KV
 * namespace (its real id, bound remotely with --remote through wrangler's remote bindings), the
 * built assets (the card fonts) and the keep time, from wrangler.toml; nothing else is bound.
 */
/** The fields of wrangler.toml the renderer needs (unstable_readConfig's result, named). */
export interface WorkerConfig {
  compatibility_date?: string;
  compatibility_flags?: string[];
  kv_namespaces: { binding: string; id?: string }[];
  vars: Record<string, unknown>;
  assets?: { directory?: string };
}

/**
 * The renderer's config as JSON-ready data; `toRoot` leads from where it is written to the
 * project's root (wrangler resolves a config's paths from the config file).
 */
export function renderConfig(worker: WorkerConfig, toRoot: string, remote: boolean) {
  const kv = worker.kv_namespaces.find((k) => k.binding === 'CACHE');
  if (!kv?.id) throw new Error('wrangler.toml binds no KV namespace CACHE');
  if (remote && /^0+$/.test(kv.id))
    throw new Error('wrangler.toml still has the placeholder KV id: create the namespace first');
  const path = (p: string) => (p.startsWith('/') ? p : `${toRoot}${p}`);
  return {
    name: 'radio-news-cards',
    main: path('worker/share/local-renderer.ts'),
    compatibility_date: worker.compatibility_date,
    compatibility_flags: worker.compatibility_flags ?? [],
    assets: { directory: path(worker.assets?.directory ?? 'public'), binding: 'ASSETS' },
    kv_namespaces: [{ binding: 'CACHE', id: kv.id, ...(remote ? { remote: true } : {}) }],
    vars: { CACHE_KEEP_SECONDS: String(worker.vars.CACHE_KEEP_SECONDS ?? '604800') },
  };
}
