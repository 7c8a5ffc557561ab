/**
 * The initial state travels in the page as JSON inside <script type="application/json">. JSON
 * itself can close that element ("</script>") or open a comment ("<!--"), so every `<` is
 * written as \u003c (and the two JavaScript line terminators escaped): valid JSON, inert HTML.
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}
