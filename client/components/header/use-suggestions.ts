/**
 * The suggestions for the header field's text: asked after a 300 ms pause in typing (spec §9,
 * the search debounce), through the browser's contract client or the hosted index
 * (shared/search/provider.ts) that the page state's settings name. An answer for text that has
 * since changed is dropped.
 */
import { useEffect, useState } from 'react';
import { siteSearch } from '../../../shared/search/provider';
import type { SettingsResponse } from '../../../shared/types/api';
import type { Lang } from '../../../shared/types/content';
import { browserApi, ignoreApiError } from '../../app/browser-api';
import { type Suggestion, suggestionsOf } from './suggest';

const DEBOUNCE_MS = 300;

export function useSuggestions(text: string, lang: Lang, settings: SettingsResponse | null): Suggestion[] {
  const [items, setItems] = useState<Suggestion[]>([]);
  useEffect(() => {
    const term = text.trim();
    let current = true;
    if (!term) {
      setItems([]);
      return;
    }
    const timer = setTimeout(() => {
      siteSearch(browserApi(), settings, term, 1).then(
        (res) => current && setItems(suggestionsOf(res, lang)),
        // Reported by the client already; the field keeps working without suggestions.
        ignoreApiError,
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, lang, settings]);
  return items;
}
