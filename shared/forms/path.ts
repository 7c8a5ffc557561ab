/**
 * A same-site path, or null: what 'REPORT AN ERROR' may name (`?about=`) and where a footer form
 * posted without JavaScript may send the visitor back to. Only a path of this site: it starts
 * with one slash (two would be another host), has no backslash (browsers read it as a slash), no
 * spaces or control characters, and stays short.
 */
export function sameSitePath(raw: string | null | undefined): string | null {
  const v = (raw ?? '').trim();
  if (v.length === 0 || v.length > 300) return null;
  if (!v.startsWith('/') || v.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\\\s\u0000-\u001f\u007f]/.test(v)) return null;
  return v;
}
