// `docsite init`: copies a template's layers (folders of src/cli/templates/) into a new site folder
// and writes its package.json, then prints what it wrote and how to start.
import fs from 'node:fs/promises';
import path from 'node:path';
import { frameworkDir } from '../shared/context.ts';
import { DocsiteError } from '../errors.ts';
import { builtinPlugins } from '../plugins/index.ts';
import { nearestNames } from '../shared/suggest.ts';

export interface InitOptions {
  /** Absolute path of the folder to create the site in. */
  dir: string;
  /** Template name: classic, docs-only or blog-only. */
  template: string;
  /** Write into a folder that already has files. */
  force?: boolean;
  /** Names of the built-in plugins this docsite has; a template leaves out or refuses what is missing. */
  plugins?: string[];
}

export interface InitResult {
  dir: string;
  /** Files written, posix paths relative to dir, sorted. */
  files: string[];
  /** What the template has but this docsite cannot build, and so was left out. */
  notes: string[];
}

interface Template {
  /** Folders of src/cli/templates copied in order; a later one replaces files of the same name. */
  layers: string[];
  /** For a template with a blog: the layers to use when there is no blog plugin, or null when nothing is left without it. */
  withoutBlog?: string[] | null;
}

export const TEMPLATES: Record<string, Template> = {
  classic: { layers: ['common', 'docs', 'blog', 'classic'], withoutBlog: ['common', 'docs', 'docs-only'] },
  'docs-only': { layers: ['common', 'docs', 'docs-only'] },
  'blog-only': { layers: ['common', 'blog', 'blog-only'], withoutBlog: null },
};

const TEMPLATES_DIR = path.join(frameworkDir, 'src/cli/templates');
/** npm leaves .gitignore files out of published packages, so templates store them as _gitignore. */
const RENAMES: Record<string, string> = { _gitignore: '.gitignore' };
/** Files a folder may hold and still count as empty. */
const IGNORED = new Set(['.git', '.DS_Store', 'Thumbs.db']);

const shown = (p: string) => path.relative(process.cwd(), p) || '.';

/** The layers to copy and the notes to print, or an error for a template this docsite cannot build. */
function planTemplate(name: string, plugins: string[]): { layers: string[]; notes: string[] } {
  const template = TEMPLATES[name];
  if (!template) {
    const near = nearestNames(name, Object.keys(TEMPLATES));
    throw new DocsiteError(`Unknown template "${name}"${near.length ? `; did you mean "${near[0]}"?` : '.'}`, {
      hint: `Use --template with one of: ${Object.keys(TEMPLATES).join(', ')}.`,
    });
  }
  if (template.withoutBlog === undefined || plugins.includes('blog')) return { layers: template.layers, notes: [] };
  if (template.withoutBlog === null) {
    throw new DocsiteError(`The ${name} template needs the blog plugin, which is not available in this version of docsite.`, {
      hint: 'Use --template classic or --template docs-only.',
    });
  }
  return { layers: template.withoutBlog, notes: [`The ${name} template's blog post is left out: this version of docsite has no blog plugin.`] };
}

async function checkFolder(dir: string, force: boolean): Promise<void> {
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch (error: any) {
    if (error.code === 'ENOENT') return;
    if (error.code === 'ENOTDIR') throw new DocsiteError(`${shown(dir)} is a file, not a folder.`, { hint: 'Pick a folder name for the new site.' });
    throw error;
  }
  if (!force && entries.some((name) => !IGNORED.has(name))) {
    throw new DocsiteError(`The folder ${shown(dir)} is not empty; run docsite init with --force to write the site into it anyway.`, {
      hint: 'With --force, files of the same name are replaced and other files are kept.',
    });
  }
}

async function listFiles(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(root, full)));
    else out.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return out;
}

/** Writes the site and returns what it wrote. */
export async function scaffoldSite(options: InitOptions): Promise<InitResult> {
  const { layers, notes } = planTemplate(options.template, options.plugins ?? Object.keys(builtinPlugins));
  await checkFolder(options.dir, Boolean(options.force));

  const written = new Set<string>();
  for (const layer of layers) {
    const from = path.join(TEMPLATES_DIR, layer);
    for (const file of await listFiles(from)) {
      const base = path.posix.basename(file);
      const target = RENAMES[base] ? path.posix.join(path.posix.dirname(file), RENAMES[base]) : file;
      await fs.mkdir(path.dirname(path.join(options.dir, target)), { recursive: true });
      await fs.copyFile(path.join(from, file), path.join(options.dir, target));
      written.add(target);
    }
  }
  await fs.writeFile(path.join(options.dir, 'package.json'), JSON.stringify(await packageJson(options.dir), null, 2) + '\n');
  written.add('package.json');
  return { dir: options.dir, files: [...written].sort(), notes };
}

/** The site's package.json: generated, since a package.json inside src/ would change how Node and TypeScript resolve there. */
async function packageJson(dir: string) {
  const { version } = JSON.parse(await fs.readFile(path.join(frameworkDir, 'package.json'), 'utf8')) as { version: string };
  const name = path.basename(dir).toLowerCase().replace(/[^a-z0-9._~-]+/g, '-').replace(/^[._-]+|-+$/g, '') || 'my-site';
  return {
    name,
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: { dev: 'docsite dev', build: 'docsite build', serve: 'docsite serve' },
    dependencies: { docsite: `^${version}` },
  };
}

export async function runInit(options: InitOptions): Promise<void> {
  const { files, notes } = await scaffoldSite(options);
  const where = shown(options.dir);
  console.log(`Created a docsite site in ${where === '.' ? 'the current folder' : `${where}/`} from the ${options.template} template:`);
  for (const file of files) console.log(`  ${file}`);
  for (const note of notes) console.log(note);
  console.log('\nNext:');
  if (where !== '.') console.log(`  cd ${/\s/.test(where) ? JSON.stringify(where) : where}`);
  console.log('  npx docsite dev');
}
