// The HTML of one redirect page: works without JavaScript (meta refresh), keeps the query and
// hash with it, and tells search engines where the content lives now.
import { escapeHtml, jsonForScript } from '../../../runtime/paths.ts';

export interface RedirectPageInput {
  /** Target path (baseUrl included) or full URL. */
  to: string;
  /** Absolute URL of the target, for the canonical link. */
  canonical: string;
  lang: string;
}

export function redirectPageHtml({ to, canonical, lang }: RedirectPageInput): string {
  // The visitor's own query and hash win over the target's, so deep links survive the move.
  const script = `(function(){var u=new URL(${jsonForScript(to)},location.href);if(location.search)u.search=location.search;if(location.hash)u.hash=location.hash;location.replace(u.href)})();`;
  const href = escapeHtml(to);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="robots" content="noindex">',
    `<title>Redirecting to ${href}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<script>${script}</script>`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${href}">${href}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
