// The HTML document around a rendered route. Every string from config or content is escaped here.
import { escapeHtml, jsonForScript } from '../../runtime/paths.ts';
import type { ClientSiteConfig, PageData } from '../../runtime/types.ts';
import type { HtmlTagObject } from '../types.ts';

export interface DocumentInput {
  site: ClientSiteConfig;
  appHtml: string;
  pageHead: string;
  pageData: PageData;
  entry: string;
  preloads: string[];
  stylesheet: string | null;
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
  baseUrlBanner: boolean;
  noIndex: boolean;
  docsiteVersion: string;
}

export function renderTag(tag: HtmlTagObject | string): string {
  if (typeof tag === 'string') return tag;
  const attrs = Object.entries(tag.attributes ?? {})
    .filter(([, v]) => v !== false && v != null)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('');
  const voidTags = new Set(['meta', 'link', 'base', 'br', 'hr', 'img', 'input']);
  if (voidTags.has(tag.tagName)) return `<${tag.tagName}${attrs}>`;
  return `<${tag.tagName}${attrs}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

function baseUrlBanner(baseUrl: string): string {
  // Shown only when the stylesheet did not load: the usual symptom of a wrong baseUrl.
  const script = `document.addEventListener('DOMContentLoaded',function(){var c=document.getElementById('__docsite-base-url-issue-banner-container');if(!c)return;var v=getComputedStyle(document.documentElement).getPropertyValue('--ds-color-primary');if(v&&v.trim())return;c.innerHTML='<div id="__docsite-base-url-issue-banner" style="border:thick solid red;background:#fa8072;margin:20px;padding:20px;font-size:20px"><p style="font-weight:bold;font-size:30px">Your docsite site did not load properly.</p><p>A very common reason is a wrong base URL configuration.</p><p>Current configured baseUrl = <b>${escapeHtml(baseUrl)}</b>. We suggest trying baseUrl = <b>'+(window.location.pathname.replace(/[^/]*$/,''))+'</b></p><p>Set baseUrl in site.config.ts, or baseUrlIssueBanner: false to hide this banner.</p></div>';});`;
  return `<div id="__docsite-base-url-issue-banner-container"></div><script>${script}</script>`;
}

/**
 * The document around a page's rendered markup: `before + appHtml + after` is the page's HTML
 * (renderDocument). The render cache finds a page's markup in the previous build's file through it.
 */
export function documentAround(i: Omit<DocumentInput, 'appHtml'>): { before: string; after: string } {
  const locale = i.site.i18n.localeConfigs[i.site.i18n.currentLocale];
  const lang = locale?.htmlLang ?? i.site.i18n.currentLocale;
  const dir = locale?.direction ?? 'ltr';
  const favicon = i.site.favicon ? `<link rel="icon" href="${escapeHtml(/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(i.site.favicon) ? i.site.favicon : i.site.baseUrl + i.site.favicon.replace(/^\//, ''))}">` : '';
  const noIndex = i.noIndex || i.site.noIndex;
  const robots = noIndex ? '<meta name="robots" content="noindex, nofollow">' : '';
  // One robots tag: on a noindex route, the one an unlisted banner adds through Head is dropped.
  const pageHead = noIndex ? i.pageHead.replace(/<meta name="robots"[^>]*>/g, '') : i.pageHead;
  const before = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}" dir="${escapeHtml(dir)}">`,
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
    `<meta name="generator" content="docsite v${escapeHtml(i.docsiteVersion)}">`,
    robots,
    favicon,
    pageHead,
    i.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(i.stylesheet)}">` : '',
    `<script type="module" src="${escapeHtml(i.entry)}"></script>`,
    ...i.preloads.map((p) => `<link rel="modulepreload" href="${escapeHtml(p)}">`),
    i.headTags,
    '</head>',
    '<body>',
    i.preBodyTags,
    i.baseUrlBanner ? baseUrlBanner(i.site.baseUrl) : '',
  ]
    .filter(Boolean)
    .join('\n');
  const after = [`<script id="__DOCSITE_DATA__" type="application/json">${jsonForScript(i.pageData)}</script>`, i.postBodyTags, '</body>', '</html>'].filter(Boolean).join('\n');
  return { before: `${before}\n${APP_OPEN}`, after: `${APP_CLOSE}\n${after}` };
}

/** The element the page's markup renders into (and the client hydrates). */
export const APP_OPEN = '<div id="__docsite">';
const APP_CLOSE = '</div>';

export function renderDocument(i: DocumentInput): string {
  const { before, after } = documentAround(i);
  return before + i.appHtml + after;
}
