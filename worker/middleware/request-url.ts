/**
 * A request's address, parsed once: the router's path (languagePath), the safe-path check, the
 * language, the one spelling and the security headers each read it, and parsing it five times
 * was ~4 % of an uncached page's CPU (issue 29's profile). The URL is shared: read it, never
 * change it (copy it first, `new URL(url)`).
 */
const parsed = new WeakMap<Request, URL>();

export function requestUrl(request: Request): Readonly<URL> {
  let url = parsed.get(request);
  if (!url) {
    url = new URL(request.url);
    parsed.set(request, url);
  }
  return url;
}
