/**
 * JSON that never carries markup as bytes: `<`, `>` and `&` are written as \u escapes, which
 * every JSON parser reads back as the same characters. For answers that echo visitor text (the
 * search answer's `query`): a browser that ignored the content type, or a careless consumer that
 * pasted the body into a page, still finds no live tag in it.
 */
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

export function safeJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body).replace(/[<>&]/g, (ch) => ESCAPES[ch] ?? ch);
  return new Response(text, { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}
