export interface HtmlNavbarItemProps {
  /** The HTML to insert, as written in the config. */
  html?: string;
  /** Docusaurus' name for `html`, accepted too. */
  value?: string;
  mobile?: boolean;
  isDropdownItem?: boolean;
  className?: string;
}

/** Raw HTML from the config (a separator, a badge, a heading inside a dropdown). */
export default function HtmlNavbarItem({ html, value, mobile = false, isDropdownItem = false, className }: HtmlNavbarItemProps) {
  const Tag = mobile || isDropdownItem ? 'li' : 'div';
  const classes = [!mobile && !isDropdownItem && 'navbar__item', mobile && 'menu__list-item', className].filter(Boolean).join(' ');
  return <Tag className={classes || undefined} dangerouslySetInnerHTML={{ __html: html ?? value ?? '' }} />;
}
