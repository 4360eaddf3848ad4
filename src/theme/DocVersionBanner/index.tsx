import { Link, useSiteConfig, useSiteData } from '@docsite/runtime';
import { savePreferredVersionName } from '@docsite/runtime';
import { getDocsData, latestVersionPath, useActiveDoc, useCurrentVersion } from '@docsite/runtime';
import './styles.css';

/**
 * On versions other than the latest: says the docs are unreleased or unmaintained and links to
 * the same doc in the latest version (its main doc when the doc is gone there).
 */
export default function DocVersionBanner({ docId }: { docId?: string }) {
  const version = useCurrentVersion();
  const { title } = useSiteConfig();
  const data = getDocsData(useSiteData().globalData, version.pluginId);
  const activeDoc = useActiveDoc(version.pluginId);
  if (version.banner === 'none') return null;
  const latestName = data.versions.find((v) => v.isLast)?.name ?? data.versions[0].name;
  // The page's own data knows where the doc lives in the other versions.
  const samePage = activeDoc && (!docId || activeDoc.id === docId) ? activeDoc.versions?.[latestName] : undefined;
  const latest = samePage ? { path: samePage, label: data.versions.find((v) => v.name === latestName)!.label } : latestVersionPath(data, docId);
  return (
    <div className="doc-banner doc-banner--warning doc-version-banner" role="alert">
      <p>
        {version.banner === 'unreleased'
          ? `This is unreleased documentation for ${title} ${version.label} version.`
          : `This is documentation for ${title} ${version.label}, which is no longer actively maintained.`}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <Link to={latest.path} onClick={() => savePreferredVersionName(version.pluginId, latestName)}>
          <b>latest version</b>
        </Link>{' '}
        ({latest.label}).
      </p>
    </div>
  );
}
