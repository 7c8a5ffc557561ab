import { describe, expect, it } from 'vitest';
import { renderConfig, type WorkerConfig } from './config';

const worker: WorkerConfig = {
  compatibility_date: '2026-04-20',
  compatibility_flags: ['nodejs_compat'],
  kv_namespaces: [{ binding: 'CACHE', id: '0123456789abcdef0123456789abcdef' }],
  vars: { CACHE_KEEP_SECONDS: '604800', SITE_URL: 'https://radio.example' },
  assets: { directory: 'public' },
};

describe('renderConfig', () => {
  it('binds the KV namespace remotely with --remote, the assets and the keep time, and nothing else', () => {
    const config = renderConfig(worker, '../../', true);
    expect(config).toEqual({
      name: 'radio-news-cards',
      main: '../../worker/share/local-renderer.ts',
      compatibility_date: '2026-04-20',
      compatibility_flags: ['nodejs_compat'],
      assets: { directory: '../../public', binding: 'ASSETS' },
      kv_namespaces: [{ binding: 'CACHE', id: '0123456789abcdef0123456789abcdef', remote: true }],
      vars: { CACHE_KEEP_SECONDS: '604800' },
    });
  });

  it('keeps an absolute assets directory as it is', () => {
    const absolute = { ...worker, assets: { directory: '/srv/radio/public' } };
    expect(renderConfig(absolute, '../../', false).assets.directory).toBe('/srv/radio/public');
  });

  it('binds the local state without --remote', () => {
    expect(renderConfig(worker, '../../', false).kv_namespaces).toEqual([
      { binding: 'CACHE', id: '0123456789abcdef0123456789abcdef' },
    ]);
  });

  it('refuses the placeholder id remotely, and a config without the namespace', () => {
    const placeholder = { ...worker, kv_namespaces: [{ binding: 'CACHE', id: '0'.repeat(32) }] };
    expect(() => renderConfig(placeholder, '../../', true)).toThrow(/placeholder/);
    expect(renderConfig(placeholder, '../../', false).kv_namespaces[0]?.id).toBe('0'.repeat(32));
    expect(() => renderConfig({ ...worker, kv_namespaces: [] }, '../../', false)).toThrow(/CACHE/);
  });
});
