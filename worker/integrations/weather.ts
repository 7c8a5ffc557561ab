/**
 * Current weather for Vancouver from the weather service (spec §7: query with the city and a
 * key; reads main.temp and weather[0].icon). Temperature in Celsius: kelvin minus 273.15, two
 * decimals. The key stays in the worker; the icon is served locally by code.
 */
import type { WeatherResponse } from '../../shared/types/media';

const WEATHER_URL = 'https://api.openweathermap.org/data/2.5/weather';

/** Kelvin to Celsius with two decimals (spec §3). */
export const kelvinToCelsius = (k: number): number => Math.round((k - 273.15) * 100) / 100;

export async function vancouverWeather(key: string, fetcher: typeof fetch = fetch): Promise<WeatherResponse> {
  const url = new URL(WEATHER_URL);
  url.search = new URLSearchParams({ q: 'Vancouver,CA', appid: key }).toString();
  const res = await fetcher(url.href);
  if (!res.ok) throw new Error(`weather service answered ${res.status}`);
  const data = (await res.json()) as { main?: { temp?: number }; weather?: { icon?: string; description?: string }[] };
  const temp = data.main?.temp;
  const icon = data.weather?.[0]?.icon;
  if (typeof temp !== 'number' || !icon || !/^\d\d[dn]$/.test(icon))
    throw new Error('weather service answer without temperature or icon');
  return {
    city: 'Vancouver',
    temperature: kelvinToCelsius(temp),
    icon,
    description: data.weather?.[0]?.description ?? '',
  };
}
