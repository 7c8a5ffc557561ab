/**
 * The weather widget (spec §2 "Weather widget"): temperature in Celsius and an icon, for
 * Vancouver. Fetched after mount (the server page never waits for it). A 404 means no weather
 * key is configured, an absent feature rather than a failure: nothing shows and nothing is
 * logged. Other failures are logged to the console only (spec §8).
 */
import './weather.css';
import { useEffect, useState } from 'react';
import type { WeatherResponse } from '../../../shared/types/media';
import { useT } from '../../app/context';

/** Icon codes we have local drawings for; anything else falls back to plain clouds. */
const ICONS = new Set(['01', '02', '03', '04', '09', '10', '11', '13', '50'].flatMap((c) => [`${c}d`, `${c}n`]));

export function WeatherWidget() {
  const t = useT();
  const [weather, setWeather] = useState<WeatherResponse | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/weather', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        // 404 (and 204): no weather service configured, an absent feature rather than a failure.
        if (res.status === 404 || res.status === 204) return;
        if (!res.ok) throw new Error(`GET /api/weather answered ${res.status}`);
        const data = (await res.json()) as WeatherResponse;
        if (typeof data.temperature === 'number') setWeather(data);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error('weather: the current weather could not be loaded', error);
      });
    return () => controller.abort();
  }, []);

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
