import DefaultNavbarItem, { type DefaultNavbarItemProps } from '@theme/NavbarItem/DefaultNavbarItem';
import { DEFAULT_DOCS_PLUGIN_ID, getSidebarLink, useActiveDoc, useDocVersionCandidates } from '@docsite/runtime';

export interface DocSidebarNavbarItemProps extends DefaultNavbarItemProps {
  sidebarId: string;
  docsPluginId?: string;
}

/** A link to the first doc of a sidebar, active on every doc of that sidebar. */
export default function DocSidebarNavbarItem({ sidebarId, docsPluginId = DEFAULT_DOCS_PLUGIN_ID, label, ...props }: DocSidebarNavbarItemProps) {
  const link = getSidebarLink(useDocVersionCandidates(docsPluginId), sidebarId, docsPluginId);
  const activeDoc = useActiveDoc(docsPluginId);
  return <DefaultNavbarItem isActive={() => activeDoc?.sidebar === sidebarId} {...props} label={label ?? link.label} to={link.path} />;
}
