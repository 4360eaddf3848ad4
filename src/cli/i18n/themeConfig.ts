// The navbar's and footer's strings, as Docusaurus' classic theme names them: navbar.json holds
// `title`, `logo.alt` and `item.label.<label>` (dropdown items included); footer.json holds
// `link.title.<title>`, `link.item.label.<label>`, `copyright` and `logo.alt`. Both live in
// <localizationDir>/docusaurus-theme-classic/.
import path from 'node:path';
import type { FooterColumn, FooterLinkItem, NavbarItem, ThemeConfig } from '../config/schema.ts';
import type { TranslationFile, TranslationFileContent } from '../types.ts';
import { readTranslationFile } from './translationFiles.ts';

export const THEME_TRANSLATIONS_FOLDER = 'docusaurus-theme-classic';

type Footer = NonNullable<ThemeConfig['footer']>;
type Lookup = (id: string, fallback: string) => string;

const isColumn = (link: FooterColumn | FooterLinkItem): link is FooterColumn => Array.isArray((link as FooterColumn).items);

function navbarMessages(items: NavbarItem[], out: TranslationFileContent): void {
  for (const item of items) {
    if (item.label) out[`item.label.${item.label}`] = { message: item.label, description: `The navbar item labelled ${item.label}` };
    if (item.items) navbarMessages(item.items, out);
  }
}

function footerMessages(footer: Footer): TranslationFileContent {
  const out: TranslationFileContent = {};
  const links = footer.links as (FooterColumn | FooterLinkItem)[];
  const linkMessage = (link: FooterLinkItem) => {
    if (link.label) out[`link.item.label.${link.label}`] = { message: link.label, description: `The footer link labelled ${link.label}, to ${link.to ?? link.href}` };
  };
  for (const link of links) {
    if (!isColumn(link)) {
      linkMessage(link);
      continue;
    }
    if (link.title) out[`link.title.${link.title}`] = { message: link.title, description: `The title of the footer column ${link.title}` };
    link.items.forEach(linkMessage);
  }
  if (footer.copyright) out.copyright = { message: footer.copyright, description: 'The copyright line of the footer' };
  if (footer.logo?.alt) out['logo.alt'] = { message: footer.logo.alt, description: 'The text alternative of the footer logo' };
  return out;
}

/** The navbar's and (when there is one) the footer's translation files, in the default locale's words. */
export function getThemeConfigTranslationFiles(themeConfig: ThemeConfig): TranslationFile[] {
  const { navbar, footer } = themeConfig;
  const navbarContent: TranslationFileContent = {};
  if (navbar.title) navbarContent.title = { message: navbar.title, description: 'The title in the navbar' };
  if (navbar.logo?.alt) navbarContent['logo.alt'] = { message: navbar.logo.alt, description: 'The text alternative of the navbar logo' };
  navbarMessages(navbar.items, navbarContent);
  return [{ path: 'navbar', content: navbarContent }, ...(footer ? [{ path: 'footer', content: footerMessages(footer) }] : [])];
}

function lookupIn(content: TranslationFileContent | undefined): Lookup {
  return (id, fallback) => (content && Object.prototype.hasOwnProperty.call(content, id) ? content[id].message : fallback);
}

function translateNavbarItems(items: NavbarItem[], t: Lookup): NavbarItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.label !== undefined && { label: t(`item.label.${item.label}`, item.label) }),
    ...(item.items && { items: translateNavbarItems(item.items, t) }),
  }));
}

function translateFooter(footer: Footer, t: Lookup): Footer {
  const translateLink = (link: FooterLinkItem): FooterLinkItem => (link.label === undefined ? link : { ...link, label: t(`link.item.label.${link.label}`, link.label) });
  const links = (footer.links as (FooterColumn | FooterLinkItem)[]).map((link) =>
    isColumn(link) ? { ...link, ...(link.title !== undefined && { title: t(`link.title.${link.title}`, link.title) }), items: link.items.map(translateLink) } : translateLink(link),
  );
  return {
    ...footer,
    links: links as Footer['links'],
    ...(footer.copyright !== undefined && { copyright: t('copyright', footer.copyright) }),
    ...(footer.logo?.alt !== undefined && { logo: { ...footer.logo, alt: t('logo.alt', footer.logo.alt) } }),
  };
}

/** The theme config with the navbar's and footer's strings translated by `files` (navbar, footer); an id missing keeps its text. */
export function translateThemeConfig(themeConfig: ThemeConfig, files: TranslationFile[]): ThemeConfig {
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  const { navbar, footer } = themeConfig;
  const n = lookupIn(byPath.get('navbar'));
  return {
    ...themeConfig,
    navbar: {
      ...navbar,
      ...(navbar.title !== undefined && { title: n('title', navbar.title) }),
      ...(navbar.logo?.alt !== undefined && { logo: { ...navbar.logo, alt: n('logo.alt', navbar.logo.alt) } }),
      items: translateNavbarItems(navbar.items, n),
    },
    ...(footer && { footer: translateFooter(footer, lookupIn(byPath.get('footer'))) }),
  };
}

/** The theme config translated by <localizationDir>/docusaurus-theme-classic/navbar.json and footer.json; missing files change nothing. */
export async function loadThemeConfigTranslations(localizationDir: string, themeConfig: ThemeConfig): Promise<ThemeConfig> {
  const dir = path.join(localizationDir, THEME_TRANSLATIONS_FOLDER);
  const files = await Promise.all(['navbar', 'footer'].map(async (name) => ({ path: name, content: await readTranslationFile(path.join(dir, `${name}.json`)) })));
  return translateThemeConfig(themeConfig, files);
}
