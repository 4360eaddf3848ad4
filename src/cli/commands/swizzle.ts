// Composes config loading, plugin themes and swizzleComponent for the CLI.
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.ts';
import { createLoadContext } from '../shared/context.ts';
import { DocsiteError } from '../errors.ts';
import { initPlugins, themeDirectories } from '../plugins/index.ts';
import { formatSwizzleList, readSwizzleList, swizzleComponent } from '../theme/swizzle.ts';

export interface SwizzleCommandOptions {
  component?: string;
  siteDir: string;
  list?: boolean;
  eject?: boolean;
  wrap?: boolean;
  danger?: boolean;
  force?: boolean;
  config?: string;
}

export async function runSwizzle(o: SwizzleCommandOptions): Promise<void> {
  const { siteDir, siteConfig } = await loadConfig(o.siteDir, { configFile: o.config });
  const context = createLoadContext(siteDir, siteConfig);
  const dirs = themeDirectories(await initPlugins(context), context);
  const siteThemeDir = dirs.pop()!;
  if (o.list || !o.component) {
    console.log(formatSwizzleList(await readSwizzleList(dirs)));
    if (!o.list) console.log('\nSwizzle one with: docsite swizzle <Component> --eject | --wrap');
    return;
  }
  if (Boolean(o.eject) === Boolean(o.wrap)) {
    throw new DocsiteError('Choose how to swizzle: pass either --eject or --wrap.', {
      hint: `--eject copies ${o.component}'s source to edit freely; --wrap keeps the original and lets you add around it.`,
    });
  }
  const files = await swizzleComponent({ name: o.component, mode: o.eject ? 'eject' : 'wrap', themeDirs: dirs, siteThemeDir, danger: o.danger, force: o.force });
  console.log(`${o.eject ? 'Ejected' : 'Wrapped'} ${o.component} into ${path.relative(process.cwd(), siteThemeDir)}/:`);
  for (const f of files) console.log(`  ${path.relative(process.cwd(), f)}`);
}
