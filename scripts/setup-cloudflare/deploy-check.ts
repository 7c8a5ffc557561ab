/**
 * The check `npm run deploy` runs on the config it is about to upload: no placeholder ids (a
 * deploy with them fails at Cloudflare's end, or worse binds nothing the operator meant), a
 * SITE_URL that is the station's own https origin, and keep_vars set.
 */
import { entriesOf, tableOf } from './config-text';
import { siteUrlProblem } from './site-url';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KV_ID = /^[0-9a-f]{32}$/i;
const placeholder = (id: string): boolean => /^[0-]*$/.test(id);

/** One problem of an id, or null. */
function idProblem(what: string, id: string | undefined, shape: RegExp): string | null {
  if (!id || placeholder(id)) {
    return `${what} is a placeholder (${JSON.stringify(id ?? '')}): run npm run setup:cloudflare`;
  }
  return shape.test(id) ? null : `${what} ${JSON.stringify(id)} is not an id of that kind`;
}

/** Every reason the config `text` must not be deployed; empty when it may. */
export function deployProblems(text: string): string[] {
  const problems = [
    ...entriesOf(text, 'd1_databases').map((t) =>
      idProblem(`[[d1_databases]] ${t.fields.binding}: database_id`, t.fields.database_id, UUID),
    ),
    ...entriesOf(text, 'kv_namespaces').map((t) =>
      idProblem(`[[kv_namespaces]] ${t.fields.binding}: id`, t.fields.id, KV_ID),
    ),
    siteUrlProblem(tableOf(text, 'vars')?.fields.SITE_URL),
  ];
  if (tableOf(text, '')?.fields.keep_vars !== 'true') {
    problems.push('keep_vars = true is missing: a deploy would delete the variables set in the dashboard');
  }
  return problems.filter((p): p is string => p !== null);
}
