/**
 * Stands in for postcss in the worker bundle (wrangler.toml [alias], vitest.config.ts). sanitize-html
 * parses CSS only for inline styles an allow-list admits, and this site's policy admits none, so
 * the parser is never called; the stand-in keeps postcss and its Node built-ins out of the worker.
 * CommonJS, because sanitize-html `require`s it. The import script in Node loads the real package.
 */
module.exports = {
  parse() {
    throw new Error('inline styles are never parsed: the sanitiser allows none');
  },
};
