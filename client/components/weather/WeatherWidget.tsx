/**
 * The weather widget (spec §2 "Weather widget"): temperature in Celsius and an icon, for
 * Vancouver. Fetched after mount (the server page never waits for it), through the page's cache.
 * Without a weather key the worker answers 204 No Content, read as null: an absent feature rather
 * than a failure, so nothing shows and nothing is logged. Other failures are logged by the API
 * client, to the console only (spec §8), and nothing shows either.
 */
import './weather.css';
import { useEffect, useState } from 'react';
import { getOrNull } from '../../../shared/api/client';
import type { WeatherResponse } from '../../../shared/types/media';
import { browserApi, ignoreApiError } from '../../app/browser-api';
import { useT } from '../../app/context';
import { fromShallowStack } from '../../app/shallow-stack';

/** Icon codes we have local drawings for; anything else falls back to plain clouds. */
const ICONS = new Set(['01', '02', '03', '04', '09', '10', '11', '13', '50'].flatMap((c) => [`${c}d`, `${c}n`]));

export function WeatherWidget() {
  const t = useT();
  const [weather, setWeather] = useState<WeatherResponse | null>(null);

  // Asked for from a shallow stack, as the page hydrates (client/app/shallow-stack.ts).
  useEffect(
    () =>
      fromShallowStack(() => {
        const controller = new AbortController();
        getOrNull<WeatherResponse>(browserApi(), '/api/weather', { signal: controller.signal })
          .then((data) => {
            if (typeof data?.temperature === 'number') setWeather(data);
          })
          .catch(ignoreApiError);
        return () => controller.abort();
      }),
    [],
  );

  if (!weather) return null;
  const icon = ICONS.has(weather.icon) ? weather.icon : '03d';
  return (
    // One image-like unit for assistive technology, named with the full (unrounded) value.
    <p className="weather" role="img" aria-label={t('weather.label', { temp: weather.temperature })}>
      <img className="weather__icon" src={`/images/weather/${icon}.svg`} alt="" width={22} height={22} />
      <span className="weather__temp">{t('weather.temperature', { temp: weather.temperature.toFixed(1) })}</span>
      <span className="weather__city">{t('weather.city')}</span>
    </p>
  );
}
