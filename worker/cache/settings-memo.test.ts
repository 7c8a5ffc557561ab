import { describe, expect, it, vi } from 'vitest';
import type { SettingsResponse } from '../../shared/types/api';
import { forgetSettings, memoSettings, SETTINGS_MEMO_MS } from './settings-memo';

const settings = (name: string) => ({ copyright: name }) as unknown as SettingsResponse;

describe('the shell settings memo', () => {
  it('answers from the copy while it is young, then asks again', async () => {
    const env = {};
    const load = vi.fn(async () => settings('a'));
    await memoSettings(env, load, 1000);
    expect(await memoSettings(env, load, 1000 + SETTINGS_MEMO_MS - 1)).toEqual(settings('a'));
    expect(load).toHaveBeenCalledTimes(1);
    await memoSettings(env, load, 1000 + SETTINGS_MEMO_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps one copy per configuration', async () => {
    const [one, two] = [{}, {}];
    await memoSettings(one, async () => settings('one'), 0);
    expect(await memoSettings(two, async () => settings('two'), 0)).toEqual(settings('two'));
    expect(await memoSettings(one, async () => settings('x'), 1)).toEqual(settings('one'));
  });

  it('does not keep a failure, and a purge drops the copy', async () => {
    const env = {};
    expect(await memoSettings(env, async () => null, 0)).toBeNull();
    expect(await memoSettings(env, async () => settings('b'), 1)).toEqual(settings('b'));
    forgetSettings();
    expect(await memoSettings(env, async () => settings('c'), 2)).toEqual(settings('c'));
  });

  it('does not keep an answer that a purge overtook', async () => {
    const env = {};
    await memoSettings(
      env,
      async () => {
        forgetSettings();
        return settings('old');
      },
      0,
    );
    expect(await memoSettings(env, async () => settings('new'), 1)).toEqual(settings('new'));
  });
});
