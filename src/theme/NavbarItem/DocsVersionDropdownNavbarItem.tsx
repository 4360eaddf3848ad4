import { useRouterState } from '@docsite/runtime';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem, { type DropdownChild, type DropdownNavbarItemProps } from '@theme/NavbarItem/DropdownNavbarItem';
import {
  DEFAULT_DOCS_PLUGIN_ID,
  getActiveVersion,
  getVersionMainDoc,
  savePreferredVersionName,
  useActiveDoc,
  useActiveVersion,
  useDocsData,
} from '@docsite/runtime';

export interface DocsVersionDropdownNavbarItemProps extends Omit<DropdownNavbarItemProps, 'items'> {
  docsPluginId?: string;
  dropdownItemsBefore?: DropdownChild[];
  dropdownItemsAfter?: DropdownChild[];
  /** Never mark the dropdown itself active. */
  dropdownActiveClassDisabled?: boolean;
}

/**
 * Lists the versions, each linking to the current doc in that version (else its main doc), and
 * remembers the one picked. With one entry or none it is a plain link to that version.
 */
export default function DocsVersionDropdownNavbarItem({ docsPluginId = DEFAULT_DOCS_PLUGIN_ID, dropdownItemsBefore = [], dropdownItemsAfter = [], dropdownActiveClassDisabled, mobile = false, label, ...props }: DocsVersionDropdownNavbarItemProps) {
  const data = useDocsData(docsPluginId);
  const { pathname } = useRouterState().location;
  const shownVersion = useActiveVersion(docsPluginId);
  const pathVersion = getActiveVersion(data, pathname);
  const activeDoc = useActiveDoc(docsPluginId);
  const versionLinks: DropdownChild[] = data.versions.map((version) => ({
    label: version.label,
    to: activeDoc?.versions?.[version.name] ?? (activeDoc && version === pathVersion ? activeDoc.path : ((activeDoc && version.docs.find((d) => d.id === activeDoc.id)) || getVersionMainDoc(version)).path),
    isActive: () => version === pathVersion,
    onClick: () => savePreferredVersionName(docsPluginId, version.name),
  }));
  const items = [...dropdownItemsBefore, ...versionLinks, ...dropdownItemsAfter];
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;
  if (items.length <= 1) {
    return <DefaultNavbarItem {...props} mobile={mobile} label={label ?? shownVersion.label} to={getVersionMainDoc(shownVersion).path} isActive={isActive} />;
  }
  return <DropdownNavbarItem {...props} mobile={mobile} label={mobile ? 'Versions' : (label ?? shownVersion.label)} items={items} isActive={isActive} />;
}
