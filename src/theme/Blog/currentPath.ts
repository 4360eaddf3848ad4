// Pure helpers the Blog* components share (not components, so swizzling never wraps them).

/** True when the router's pathname (percent-encoded in the browser, decoded on the server) is `permalink`. */
export function isCurrentPath(pathname: string, permalink: string): boolean {
  if (pathname === permalink) return true;
  try {
    return decodeURI(pathname) === permalink;
  } catch {
    return false;
  }
}
