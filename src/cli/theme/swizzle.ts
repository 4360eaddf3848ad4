// `docsite swizzle`: copy (eject) or wrap a theme component into the site's theme folder.
import fs from 'node:fs/promises';
import path from 'node:path';
import { listThemeComponents, resolveThemeComponent } from '../bundle/resolveAliases.ts';
import { frameworkDir } from '../shared/context.ts';
import { DocsiteError } from '../errors.ts';
import { nearestNames } from '../shared/suggest.ts';

export interface ComponentInfo {
  name: string;
  description: string;
  safety: 'safe' | 'unsafe';
  /** 'object' for components that export a map (MDXComponents), wrapped by spreading. */
  kind: 'component' | 'object';
}

export async function readSwizzleList(themeDirs: string[]): Promise<ComponentInfo[]> {
  const meta: Record<string, Partial<ComponentInfo>> = {};
  for (const dir of themeDirs) {
    try {
      Object.assign(meta, JSON.parse(await fs.readFile(path.join(dir, 'swizzle.json'), 'utf8')));
    } catch {}
  }
  const names = [...new Set(themeDirs.flatMap((d) => listThemeComponents(d)))].sort();
  return names.map((name) => ({
    name,
    description: meta[name]?.description ?? '(no description)',
    safety: meta[name]?.safety === 'safe' ? 'safe' : 'unsafe',
    kind: meta[name]?.kind === 'object' ? 'object' : 'component',
  }));
}

export function formatSwizzleList(components: ComponentInfo[]): string {
  const width = Math.max(...components.map((c) => c.name.length));
  return components.map((c) => `${c.name.padEnd(width)}  ${c.safety.padEnd(6)}  ${c.description}`).join('\n');
}

export interface SwizzleRequest {
  name: string;
  mode: 'eject' | 'wrap';
  /** Built-in and plugin theme folders, lowest priority first. */
  themeDirs: string[];
  /** The site's theme folder (content/theme). */
  siteThemeDir: string;
  danger?: boolean;
  force?: boolean;
}

function wrapperSource(info: ComponentInfo): string {
  const base = info.name.split('/').pop()!.replace(/[^A-Za-z0-9]/g, '');
  if (info.kind === 'object') {
    return `import Original from '@theme-original/${info.name}';\n\n// Add or replace entries here; everything else stays as the theme defines it.\nexport default {\n  ...Original,\n};\n`;
  }
  return `import type { ComponentProps } from 'react';
import Original from '@theme-original/${info.name}';

type Props = ComponentProps<typeof Original>;

export default function ${base}Wrapper(props: Props) {
  return (
    <>
      <Original {...props} />
    </>
  );
}
`;
}

/** Performs one swizzle; returns the files written (absolute paths). */
export async function swizzleComponent(req: SwizzleRequest): Promise<string[]> {
  const list = await readSwizzleList(req.themeDirs);
  const info = list.find((c) => c.name === req.name);
  if (!info) {
    const near = nearestNames(req.name, list.map((c) => c.name), { substrings: true });
    throw new DocsiteError(`Component ${req.name} not found.`, {
      details: near.length ? [`Did you mean: ${near.join(', ')}?`] : [],
      hint: 'Run "docsite swizzle --list" to see every component you can swizzle.',
    });
  }
  if (info.safety === 'unsafe' && !req.danger) {
    throw new DocsiteError(`${info.name} is unsafe to swizzle: its internals may change in a minor release.`, {
      hint: `Pass --danger to swizzle it anyway: docsite swizzle ${info.name} --${req.mode} --danger`,
    });
  }
  const source = resolveThemeComponent(info.name, req.themeDirs)!;
  const isIndex = /[/\\]index\.[jt]sx?$/.test(source);
  const ext = path.extname(source);
  const target = isIndex ? path.join(req.siteThemeDir, info.name) : path.join(req.siteThemeDir, info.name + ext);
  const exists = await fs.stat(target).then(() => true, () => false);
  if (exists && !req.force) {
    throw new DocsiteError(`${path.relative(process.cwd(), target)} already exists.`, {
      hint: 'Delete it first, or pass --force to overwrite it.',
    });
  }
  if (req.mode === 'wrap') {
    const file = isIndex ? path.join(target, `index${ext === '.ts' ? '.tsx' : ext}`) : target.replace(/\.ts$/, '.tsx');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, wrapperSource(info));
    return [file];
  }
  if (!isIndex) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(source, target);
    return [target];
  }
  await fs.cp(path.dirname(source), target, { recursive: true, force: true });
  const written = await fs.readdir(target, { recursive: true });
  return written.map((f) => path.join(target, String(f)));
}

export const builtinThemeDir = path.join(frameworkDir, 'src/theme');
