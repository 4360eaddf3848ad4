import { Link, useSiteConfig, useSiteData } from '@docsite/runtime';
import { savePreferredVersionName } from '@docsite/runtime';
import { getDocsData, latestVersionPath, useCurrentVersion } from '@docsite/runtime';
import './styles.css';

/**
 * On versions other than the latest: says the docs are unreleased or unmaintained and links to
 * the same doc in the latest version (its main doc when the doc is gone there).
 */
export default function DocVersionBanner({ docId }: { docId?: string }) {
  const version = useCurrentVersion();
  const { title } = useSiteConfig();
  const data = getDocsData(useSiteData().globalData, version.pluginId);
  if (version.banner === 'none') return null;
  const latest = latestVersionPath(data, docId);
  const latestName = data.versions.find((v) => v.isLast)?.name ?? data.versions[0].name;
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
