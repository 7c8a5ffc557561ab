/**
 * The design-token guard, run from the project root: `npx tsx scripts/css-tokens/check.ts`.
 * Fails (exit 1) on a colour, font size or page-wide z-index written out literally in a client
 * stylesheet other than client/styles/tokens.css, and on a var(--name) that no stylesheet
 * defines. Prints each finding with its path:line, rule and declaration.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Exemption, findLiterals, undefinedProperties } from './literals';

/** The one stylesheet that holds values: every other names them with var(--…). */
const TOKEN_FILE = 'client/styles/tokens.css';

/**
 * Stylesheets (or some rules of one) that a piece of work in progress is rewriting, exempt until
 * it is merged and converted to the tokens; then its line here is deleted. Empty now: every
 * stylesheet names its values. Keep the reason on any entry, so the list stays short.
 */
const PENDING: readonly Exemption[] = [];

const EXEMPT: readonly Exemption[] = [{ path: TOKEN_FILE, reason: 'the token file' }, ...PENDING];

const sheets = readdirSync('client', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => join('client', file).split('\\').join('/'))
  .sort()
  .map((path) => ({ path, css: readFileSync(path, 'utf8') }));

const problems = [
  ...sheets.flatMap(({ path, css }) =>
    findLiterals(path, css, EXEMPT).map(
      (f) => `${f.path}:${f.line} ${f.rule} literal ${f.literal} in ${f.selector} { ${f.property}: ${f.value} }`,
    ),
  ),
  ...undefinedProperties(sheets),
];

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} problem(s). Use a token from ${TOKEN_FILE} (its scale is on /component), or add one there.`,
  );
  process.exit(1);
}
const pending = PENDING.map((e) => e.path + (e.selector ? ` (${e.selector.source} rules)` : '')).join(', ');
console.log(
  `css tokens: ${sheets.length} stylesheets checked, every value from ${TOKEN_FILE}${pending ? `; not yet: ${pending}` : ''}`,
);
