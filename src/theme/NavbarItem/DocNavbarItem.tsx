import DefaultNavbarItem, { type DefaultNavbarItemProps } from '@theme/NavbarItem/DefaultNavbarItem';
import { findDocInVersions, useActiveDoc, useDocVersionCandidates } from '@docsite/runtime';

export interface DocNavbarItemProps extends DefaultNavbarItemProps {
  docId: string;
  docsPluginId?: string;
}

/**
 * A link to one doc, in the version being read (else the preferred, else the latest). Active on
 * that doc and on every doc of its sidebar. A draft doc has no page: the item is left out.
 */
export default function DocNavbarItem({ docId, docsPluginId, label, ...props }: DocNavbarItemProps) {
  const doc = findDocInVersions(useDocVersionCandidates(docsPluginId), docId);
  const activeDoc = useActiveDoc(docsPluginId);
  if (doc === null) return null;
  const isActive = () => activeDoc?.path === doc.path || (activeDoc?.sidebar !== undefined && activeDoc.sidebar === doc.sidebar);
  return <DefaultNavbarItem isActive={isActive} {...props} label={label ?? doc.id} to={doc.path} />;
}
