/**
 * One page load traced by Chromium, for the scripts that read traces (scripts/restyles.ts,
 * scripts/blocking.ts): a phone's window as Lighthouse's mobile run, in the station's zone, and a
 * fresh context each time, so nothing is cached.
 */
import type { Browser } from 'playwright-core';

export interface TracedLoad {
  categories: string[];
  /** When the load counts as done, then how long to keep tracing (hydration, the parts' chunks). */
  waitUntil: 'load' | 'networkidle';
  afterMs: number;
}

export async function tracedLoad<Event>(browser: Browser, url: string, how: TracedLoad): Promise<Event[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, timezoneId: 'America/Vancouver' });
  try {
    const page = await context.newPage();
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: how.categories });
    await page.goto(url, { waitUntil: how.waitUntil });
    await page.waitForTimeout(how.afterMs);
    return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Event[] }).traceEvents;
  } finally {
    await context.close();
  }
}
