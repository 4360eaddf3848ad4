// @docusaurus/isInternalUrl: docsite's test of a link the client router may handle.
export { isInternalUrl as default } from '../paths.ts';

/** True for `https:`, `mailto:` and other schemes, and protocol-relative `//host` URLs. */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}
