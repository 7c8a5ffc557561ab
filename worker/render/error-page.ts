/**
 * The page a visitor sees if rendering itself fails: plain HTML with no scripts, in both
 * languages, with a way back. The error is logged with its path; the visitor never sees a stack.
 */
export function errorPageHtml(): string {
  return (
    `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    '<meta name="robots" content="noindex"><title>Radio 91.5 | Something went wrong</title>' +
    '<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#081B70;color:#fff;text-align:center}' +
    'main{padding:24px;max-width:560px}a{display:inline-block;margin-top:16px;padding:12px 24px;border-radius:999px;background:#F9025A;color:#fff;text-decoration:none;font-weight:700}</style></head>' +
    '<body><main><h1>Something went wrong on our side</h1><p>Please try again in a moment.</p>' +
    '<p lang="pa">ਸਾਡੇ ਵੱਲੋਂ ਕੋਈ ਗੜਬੜ ਹੋ ਗਈ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ।</p><a href="/">Back to home · ਮੁੱਖ ਪੰਨਾ</a></main></body></html>'
  );
}
