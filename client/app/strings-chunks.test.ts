import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { pa } from '../../shared/i18n/pa';
import { loadLaterStrings, stringTable } from './strings';
import { loadStrings, ROUTER_STRINGS } from './strings-chunks';

const HOME = 'client/pages/home/HomePage.tsx';

describe('the strings chunks of the pages after the first', () => {
  it('has no language before it is loaded, then its first strings, and its later ones once asked', async () => {
    expect(() => stringTable('pa')).toThrow(/not loaded/);
    await loadStrings('pa', [HOME]);
    expect(stringTable('pa')['nav.home']).toBe(pa['nav.home'].normalize('NFC'));
    // The radio bar's menu strings come with the menu (shared/i18n/parts.ts); the worker's never.
    expect(stringTable('pa')['sleep.title']).toBeUndefined();
    expect(() => stringTable('en')).toThrow(/not loaded/);
    await loadLaterStrings();
    expect(stringTable('pa')['sleep.title']).toBe(pa['sleep.title'].normalize('NFC'));
    // A language loaded after a part asked for the later strings brings them too.
    await loadStrings('en', [HOME]);
    expect(stringTable('en')['nav.home']).toBe(en['nav.home']);
    expect(stringTable('en')['sleep.title']).toBe(en['sleep.title']);
    expect(stringTable('en')['embed.play']).toBeUndefined();
  });

  it('loads a screen’s first strings with it: another screen’s namespaces only when asked', async () => {
    expect(stringTable('en')['events.title']).toBeUndefined();
    await loadStrings('en', ['client/pages/events/EventsPage.tsx']);
    expect(stringTable('en')['events.title']).toBe(en['events.title']);
    await loadStrings('pa', [ROUTER_STRINGS]);
    expect(stringTable('pa')['events.description']).toBe(pa['events.description'].normalize('NFC'));
    await expect(loadStrings('pa', ['client/pages/nowhere/Nowhere.tsx'])).rejects.toThrow(/no pa strings chunk/);
  });
});
