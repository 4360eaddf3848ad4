import { useCurrentVersion } from '@docsite/runtime';
import './styles.css';

/** "Version: 2.0.0" above the title, when the docs have several versions. */
export default function DocVersionBadge() {
  const version = useCurrentVersion();
  if (!version.badge) return null;
  return <span className="doc-version-badge">Version: {version.label}</span>;
}
