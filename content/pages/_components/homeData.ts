// Small helpers of the home page that read the docs plugin's data.
import { useDocsData, type DocVersion } from 'docsite/runtime';

/** The newest released version: the one marked latest unless that is the unreleased "current", else the first released one. */
export function useLatestReleasedVersion(): DocVersion | undefined {
  const { versions } = useDocsData();
  const released = versions.filter((v) => v.name !== 'current');
  return released.find((v) => v.isLast) ?? released[0];
}

/** "3.4.0" -> "3.4": release posts are named after the minor version. */
export function minorVersion(name: string): string {
  return name.split('.').slice(0, 2).join('.');
}
