/**
 * A page's share tags checked as share bots read them: structured-data-testing-tool's Twitter and
 * Facebook presets (the card's type, title, description, image and the image's alt; Facebook's
 * og:title, og:type, og:url, og:image and og:image:alt), on the whole page's HTML as a bot gets it.
 * Only the preset's tests run (`auto: false`): the page's JSON-LD is google-ld.ts's to check.
 * Run by tests/e2e/structured-data.spec.ts and scripts/structured-data-check.ts.
 */
import { createRequire } from 'node:module';

interface SdttTest {
  test: string;
  description?: string;
  error?: { message?: string };
}
interface SdttResult {
  failed: SdttTest[];
  warnings: SdttTest[];
  passed: SdttTest[];
}
interface Preset {
  name: string;
}

const require = createRequire(import.meta.url);
const { structuredDataTest } = require('structured-data-testing-tool') as {
  structuredDataTest: (html: string, options: { presets: Preset[]; auto: boolean }) => Promise<SdttResult | undefined>;
};
const { Twitter, Facebook } = require('structured-data-testing-tool/presets') as Record<string, Preset>;

export const SHARE_PRESETS = ['Twitter', 'Facebook'] as const;
export type SharePreset = (typeof SHARE_PRESETS)[number];

export interface ShareReport {
  errors: string[];
  /** The preset's recommendations the page does not follow, by description (see README). */
  warnings: string[];
  passed: number;
}

const describe = (t: SdttTest) => `${t.description ?? t.test} (${t.test})`;

/** The page's meta tags checked with one of sdtt's share presets. */
export async function checkSharePreset(html: string, preset: SharePreset): Promise<ShareReport> {
  const presets = [preset === 'Twitter' ? Twitter : Facebook].filter((p): p is Preset => Boolean(p));
  if (presets.length !== 1) throw new Error(`structured-data-testing-tool has no ${preset} preset`);
  let result: SdttResult | undefined;
  try {
    result = await structuredDataTest(html, { presets, auto: false });
  } catch (err) {
    // sdtt rejects with the result when a test fails.
    result = (err as { res?: SdttResult }).res;
    if (!result) throw err;
  }
  if (!result) throw new Error('structured-data-testing-tool gave no result');
  return {
    errors: result.failed.map((t) => `${preset}: ${describe(t)}`),
    warnings: result.warnings.map(describe),
    passed: result.passed.length,
  };
}
