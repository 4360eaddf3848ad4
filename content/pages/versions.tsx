import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { getVersionMainDoc, Link, useDocsData, type DocVersion } from 'docsite/runtime';
import './_components/versions.css';

/** Every released version has a changelog entry at /changelog/<version>/. */
const releaseNotesPath = (version: DocVersion) => `/changelog/${version.name}/`;

function VersionTable({ versions, unreleased = false }: { versions: DocVersion[]; unreleased?: boolean }) {
  return (
    <table className="versions-table">
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">{unreleased ? 'What is coming' : 'Release notes'}</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.name}>
            <th scope="row">{version.label}</th>
            <td>
              <Link to={getVersionMainDoc(version).path}>
                Documentation<span className="versions-sr-only"> of {version.label}</span>
              </Link>
            </td>
            <td>
              {unreleased ? (
                <Link to="/community/canary/">Try the canary build</Link>
              ) : (
                <Link to={releaseNotesPath(version)}>
                  Release notes<span className="versions-sr-only"> of {version.label}</span>
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Every version of the default docs plugin, read from its global data: the newest release, the
 * unreleased "current" docs when they are not the newest release, and the older releases.
 */
export default function Versions() {
  const { versions } = useDocsData();
  const released = versions.filter((v) => v.name !== 'current');
  const latest = released.find((v) => v.isLast) ?? released[0];
  const next = versions.find((v) => v.name === 'current' && v !== latest);
  const past = released.filter((v) => v !== latest);
  return (
    <Layout title="Versions" description="Every version of the docsite documentation: the latest release, the upcoming version and past releases.">
      <div className="container container--page versions-page">
        <h1>docsite documentation versions</h1>
        <p>
          The documentation of docsite is kept for each release. Pick the version that matches the <code>docsite</code> package in
          your project; <code>npm ls docsite</code> prints the one installed.
        </p>

        {latest && (
          <section aria-labelledby="latest">
            <Heading as="h2" id="latest">
              Current version (Stable)
            </Heading>
            <p>The documentation of the newest release, {latest.label}. Start here if you are not sure.</p>
            <VersionTable versions={[latest]} />
          </section>
        )}

        {next && (
          <section aria-labelledby="next">
            <Heading as="h2" id="next">
              Next version (Unreleased)
            </Heading>
            <p>
              The documentation of the work in progress on the main branch. It describes features that no release has yet, and it
              changes often.
            </p>
            <VersionTable versions={[next]} unreleased />
          </section>
        )}

        {past.length > 0 && (
          <section aria-labelledby="past">
            <Heading as="h2" id="past">
              Past versions
            </Heading>
            <p>The documentation of earlier releases, kept as it was when they came out.</p>
            <VersionTable versions={past} />
          </section>
        )}
      </div>
    </Layout>
  );
}
