// @docusaurus/useBaseUrl: Docusaurus' options over docsite's withBaseUrl. Unlike docsite's own
// useBaseUrl, a path without a leading slash is taken from the site root, as Docusaurus does.
import { useSiteConfig } from '../context.tsx';
import { joinUrl, withBaseUrl as prefixBaseUrl } from '../paths.ts';
import { hasProtocol } from './isInternalUrl.ts';

export interface BaseUrlOptions {
  /** Prefix the baseUrl even when the path already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Return a full URL, the site's `url` in front. */
  absolute?: boolean;
}

export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  const rooted = url.startsWith('/') ? url : `/${url}`;
  let path: string;
  if (forcePrependBaseUrl) path = joinUrl(baseUrl, rooted);
  else if (`${rooted}/` === baseUrl) path = baseUrl;
  else path = prefixBaseUrl(rooted, baseUrl);
  return absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { url: siteUrl, baseUrl } = useSiteConfig();
  return { withBaseUrl: (url, options) => addBaseUrl(siteUrl, baseUrl, url, options) };
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
