/**
 * The page a visitor sees if rendering itself fails: plain HTML with no scripts, in both
 * languages, with a way back. The error is logged with its path; the visitor never sees a stack.
 */
import { t } from '../../shared/i18n/translate';
import { escapeHtml } from './state';

export function errorPageHtml(): string {
  // Which language failed to render is unknown here, so the page says it in both.
  const text = {
    title: escapeHtml(t('en', 'brand.titleTemplate', { title: t('en', 'errorPage.title') })),
    heading: escapeHtml(t('en', 'errorPage.heading')),
    retry: escapeHtml(t('en', 'errorPage.retry')),
    pa: escapeHtml(`${t('pa', 'errorPage.heading')} ${t('pa', 'errorPage.retry')}`),
    home: escapeHtml(`${t('en', 'notFound.back')} · ${t('pa', 'nav.home')}`),
  };
  return (
    `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${text.title}</title>` +
    '<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#081B70;color:#fff;text-align:center}' +
    'main{padding:24px;max-width:560px}a{display:inline-block;margin-top:16px;padding:12px 24px;border-radius:999px;background:#F9025A;color:#fff;text-decoration:none;font-weight:700}</style></head>' +
    `<body><main><h1>${text.heading}</h1><p>${text.retry}</p>` +
    `<p lang="pa">${text.pa}</p><a href="/">${text.home}</a></main></body></html>`
  );
}
