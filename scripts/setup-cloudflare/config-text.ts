/**
 * wrangler.toml read and rewritten as text, line by line: enough TOML for the flat tables this
 * project writes (`[vars]`, `[[d1_databases]]`, ...) with string values on one line. A parser's
 * round trip would drop the comments, which are most of the file's worth to an operator.
 */

/** One table of the file: `[name]` or an entry of `[[name]]` (array: true); '' is the top level. */
interface Table {
  name: string;
  array: boolean;
  /** Its `key = "string"` and `key = bare` values (booleans, numbers), unquoted. */
  fields: Record<string, string>;
  /** Lines [start, end) of the file, the header line first (none for the top level). */
  start: number;
  end: number;
}

const HEADER = /^\s*(\[\[?)\s*([\w.-]+)\s*\]\]?\s*(?:#.*)?$/;
const FIELD = /^\s*([\w-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([\w.+-]+))\s*(?:#.*)?$/;

/** The file's tables in order, the top level first. */
export function tablesOf(text: string): Table[] {
  const lines = text.split('\n');
  let current: Table = { name: '', array: false, fields: {}, start: 0, end: lines.length };
  const tables = [current];
  lines.forEach((line, i) => {
    const header = HEADER.exec(line);
    if (header) {
      current.end = i;
      current = { name: header[2] ?? '', array: header[1] === '[[', fields: {}, start: i, end: lines.length };
      tables.push(current);
      return;
    }
    const field = FIELD.exec(line);
    const key = field?.[1];
    if (field && key) current.fields[key] = field[2] ?? field[3] ?? '';
  });
  return tables;
}

/** The entries of `[[name]]`. */
export const entriesOf = (text: string, name: string): Table[] =>
  tablesOf(text).filter((t) => t.array && t.name === name);

/** The one `[name]` table, or the top level for ''. */
export const tableOf = (text: string, name: string): Table | undefined =>
  tablesOf(text).find((t) => !t.array && t.name === name);

/** A TOML basic string. */
export const quoted = (value: string): string => JSON.stringify(value);

/**
 * The text with `key` set to `value` (already TOML: quoted() for strings) inside `table`: the
 * key's line replaced where it is, or added after the table's last field. Throws when the table
 * is missing, so a renamed binding is never deployed with a placeholder.
 */
export function withField(text: string, table: Table | undefined, key: string, value: string): string {
  if (!table) throw new Error(`wrangler.toml has no table for ${key}`);
  const lines = text.split('\n');
  const own = new RegExp(`^(\\s*)${key}\\s*=`);
  for (let i = table.start; i < table.end; i++) {
    const match = own.exec(lines[i] ?? '');
    if (match) {
      lines[i] = `${match[1]}${key} = ${value}`;
      return lines.join('\n');
    }
  }
  let at = table.start + (table.name === '' ? 0 : 1);
  for (let i = at; i < table.end; i++) if (FIELD.test(lines[i] ?? '')) at = i + 1;
  lines.splice(at, 0, `${key} = ${value}`);
  return lines.join('\n');
}
