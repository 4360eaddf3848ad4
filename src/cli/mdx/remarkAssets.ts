// Local files in Markdown: `![Diagram](./diagram.png)` and `[the report](./report.pdf)` import the
// file, so the page gets the URL of its hashed copy in the build (bundle/assets.ts), and with the
// ideal-image plugin a raster image becomes the IdealImage component. Site-absolute image paths
// (`/img/x.png`, served from the static folder) get the site's baseUrl.
import fs from 'node:fs';
import path from 'node:path';
import type { Definition, Image, Link, Root } from 'mdast';
import { SKIP, visit } from './walk.ts';
import type { VFile } from 'vfile';
import { withBaseUrl } from '../../runtime/paths.ts';
import { isAssetFile } from '../bundle/assets.ts';
import { DocsiteError, formatLocation } from '../errors.ts';
import { jsxTextElement } from './mdxJsx.ts';
import { importDefaults, importThemeComponent } from './themeImport.ts';

export interface MarkdownAssetOptions {
  /** The site's baseUrl, added to site-absolute image paths. */
  baseUrl: string;
  /** The folder holding the site config: `@site/x` is `<siteDir>/x`. */
  siteDir: string;
  /** The ideal-image plugin is on: local raster images become `<IdealImage>`. */
  idealImage: boolean;
}

export type AssetUrl =
  /** Another site, an anchor, a data: URL, or nothing: left as written. */
  | { kind: 'external' }
  /** A path from the site root, served from the static folder. */
  | { kind: 'site' }
  /** A file next to the Markdown (or under @site/): `file` is where it should be. */
  | { kind: 'local'; file: string; specifier: string; hash: string };

const PROTOCOL_OR_HOST = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
/** Formats the ideal-image plugin resizes. GIFs stay as they are: they are usually animations. */
const IDEAL_RASTER = /\.(png|jpe?g|webp|avif|tiff?)$/i;
const IDEAL_IMAGE = '__DocsiteIdealImage';

function decode(filePart: string): string {
  try {
    return decodeURI(filePart);
  } catch {
    return filePart; // a stray % is part of the file name
  }
}

const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** Where a path written in `fromFile` points: `@site/` from the site folder, the rest from the file's folder. */
const locate = (p: string, fromFile: string, siteDir: string) => (p.startsWith('@site/') ? path.join(siteDir, p.slice('@site/'.length)) : path.resolve(path.dirname(fromFile), p));

/**
 * What a Markdown URL written in `fromFile` names. Relative paths and `@site/` paths are local
 * files, percent-decoded; the ?query is dropped (the hashed name does its work) and the #hash kept.
 */
export function classifyAssetUrl(url: string, fromFile: string, siteDir: string): AssetUrl {
  if (!url || url.startsWith('#') || PROTOCOL_OR_HOST.test(url)) return { kind: 'external' };
  if (url.startsWith('/')) return { kind: 'site' };
  const [, filePart, , hash] = /^([^?#]*)(\?[^#]*)?(#.*)?$/s.exec(url)!;
  if (!filePart) return { kind: 'external' };
  const candidates = [...new Set([decode(filePart), filePart])];
  const written = candidates.find((p) => isFile(locate(p, fromFile, siteDir))) ?? candidates[0];
  const specifier = written.startsWith('@site/') || written.startsWith('./') || written.startsWith('../') ? written : `./${written}`;
  return { kind: 'local', file: locate(written, fromFile, siteDir), specifier, hash: hash ?? '' };
}

const isLocalAsset = (target: AssetUrl): target is Extract<AssetUrl, { kind: 'local' }> => target.kind === 'local' && isAssetFile(target.file);

/**
 * True when `url` leads to a local asset file (classifyAssetUrl, then isAssetFile), without the
 * look at the disk when neither way of reading its path names an asset (a link to a page): most
 * links, and mdx/mayImport.ts asks for every link of every page before the compile.
 */
export function isLocalAssetUrl(url: string, fromFile: string, siteDir: string): boolean {
  const filePart = /^([^?#]*)/s.exec(url)![1];
  if (!isAssetFile(locate(filePart, fromFile, siteDir)) && !isAssetFile(locate(decode(filePart), fromFile, siteDir))) return false;
  return isLocalAsset(classifyAssetUrl(url, fromFile, siteDir));
}

interface Missing {
  url: string;
  file: string;
  line?: number;
  column?: number;
}

function missingImagesError(markdownFile: string, missing: Missing[]): DocsiteError {
  const hint = 'A relative image path is resolved from the folder of the Markdown file, and @site/ from the folder holding the site config. Fix the path, or put the image in the static folder and write its URL from the site root, like /img/diagram.png.';
  const looked = (m: Missing) => formatLocation({ file: m.file });
  if (missing.length === 1) {
    const [m] = missing;
    return new DocsiteError(`Markdown image "${m.url}" not found: ${looked(m)} does not exist.`, { location: { file: markdownFile, line: m.line, column: m.column }, hint });
  }
  return new DocsiteError(`${missing.length} Markdown images point to files that do not exist.`, {
    location: { file: markdownFile },
    details: missing.map((m) => `- ${formatLocation({ file: markdownFile, line: m.line, column: m.column })}: "${m.url}" (${looked(m)})`),
    hint,
  });
}

/** The expression `local`, or `local + "#hash"`: an imported URL with the fragment written after it. */
function urlOf(local: string, hash: string): { estree: unknown } {
  const id = { type: 'Identifier', name: local };
  return { estree: hash ? { type: 'BinaryExpression', operator: '+', left: id, right: { type: 'Literal', value: hash } } : id };
}

/** The nodes an image or link reference stands for, so the visit below sees one kind of node. */
function inlineReferences(tree: Root, options: MarkdownAssetOptions, fromFile: string): void {
  const definitions = new Map<string, Definition>();
  visit(tree, 'definition', (d) => void (definitions.has(d.identifier) || definitions.set(d.identifier, d)));
  if (definitions.size === 0) return;
  visit(tree, (node, index, parent) => {
    if ((node.type !== 'imageReference' && node.type !== 'linkReference') || !parent || index === undefined) return;
    const d = definitions.get(node.identifier);
    if (!d) return;
    if (node.type === 'imageReference') parent.children[index] = { type: 'image', url: d.url, title: d.title, alt: node.alt, position: node.position } satisfies Image;
    // A link reference becomes a link only when it leads to a local file: page links stay as written.
    else if (isLocalAsset(classifyAssetUrl(d.url, fromFile, options.siteDir))) parent.children[index] = { type: 'link', url: d.url, title: d.title, children: node.children, position: node.position } satisfies Link;
  });
}

/** remark plugin: local images and file links import their files; site-absolute images get the baseUrl. */
export default function remarkAssets(options: MarkdownAssetOptions) {
  return (tree: Root, vfile: VFile) => {
    if (!vfile.path) return;
    const fromFile = vfile.path;
    // A definition is written `[label]: url`: a text without `]:` has none, and its tree need not be walked for them.
    if (typeof vfile.value !== 'string' || vfile.value.includes(']:')) inlineReferences(tree, options, fromFile);
    const imports = new Map<string, string>();
    const importOf = (specifier: string) => {
      if (!imports.has(specifier)) imports.set(specifier, `__docsiteAsset${imports.size}`);
      return imports.get(specifier)!;
    };
    const missing: Missing[] = [];
    let ideal = false;
    visit(tree, (node, index, parent) => {
      if ((node.type !== 'image' && node.type !== 'link') || !parent || index === undefined) return;
      const target = classifyAssetUrl(node.url, fromFile, options.siteDir);
      if (node.type === 'image' && target.kind === 'site') node.url = withBaseUrl(node.url, options.baseUrl);
      if (!isLocalAsset(target)) return;
      if (!isFile(target.file)) {
        // A link to a missing file stays as written: the link check reports it with its line.
        if (node.type === 'image') missing.push({ url: node.url, file: target.file, line: node.position?.start.line, column: node.position?.start.column });
        return;
      }
      const title = node.title ?? undefined;
      let element;
      if (node.type === 'link') {
        // A plain anchor (explicit JSX, not the router's Link): a file is no page to navigate to.
        element = { ...jsxTextElement('a', { href: urlOf(importOf(target.specifier), target.hash), title }, node.children), data: { _mdxExplicitJsx: true } };
      } else if (options.idealImage && IDEAL_RASTER.test(target.file)) {
        ideal = true;
        // The import is the image's data, not a URL: a #hash has nothing to attach to.
        element = jsxTextElement(IDEAL_IMAGE, { img: urlOf(importOf(`${target.specifier}?ideal`), ''), alt: node.alt ?? '', title }, []);
      } else {
        // Not explicit JSX: MDX renders it with the theme's `img` (MDXImg), like any Markdown image.
        element = jsxTextElement('img', { src: urlOf(importOf(target.specifier), target.hash), alt: node.alt ?? '', title }, []);
      }
      parent.children[index] = { ...element, position: node.position };
      // A link's children (an image inside it, say) are still visited: the element shares them.
      return node.type === 'image' ? SKIP : undefined;
    });
    if (missing.length > 0) throw missingImagesError(fromFile, missing);
    if (imports.size > 0) tree.children.unshift(importDefaults([...imports].map(([specifier, local]) => [local, specifier])));
    if (ideal) tree.children.unshift(importThemeComponent(IDEAL_IMAGE, 'IdealImage'));
  };
}
