import DefaultNavbarItem, { type DefaultNavbarItemProps } from '@theme/NavbarItem/DefaultNavbarItem';
import { getVersionMainDoc, useActiveVersion } from '@docsite/runtime';

export interface DocsVersionNavbarItemProps extends DefaultNavbarItemProps {
  docsPluginId?: string;
}

/** A link to the main doc of the version being read (else the preferred, else the latest), labelled with it. */
export default function DocsVersionNavbarItem({ docsPluginId, label, to, ...props }: DocsVersionNavbarItemProps) {
  const version = useActiveVersion(docsPluginId);
  return <DefaultNavbarItem {...props} label={label ?? version.label} to={to ?? getVersionMainDoc(version).path} />;
}
