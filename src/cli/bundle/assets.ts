// Imports of files that are not code: `import diagram from './diagram.png'` gives the URL of a copy
// named by its content hash. The client pass writes the copy; the server pass only computes the URL.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin as RollupPlugin, RollupLog } from 'rollup';

const IMAGES = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'bmp', 'tif', 'tiff'];
const FILES = [
  ...['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'epub'],
  ...['zip', 'tar', 'gz', 'tgz', 'rar', '7z'],
  ...['mp4', 'webm', 'ogv', 'mov', 'm4v', 'mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'flac'],
  ...['woff', 'woff2', 'ttf', 'otf', 'eot'],
  ...['txt', 'csv'],
];
const FOLDER = new Map([...IMAGES.map((e) => [e, 'assets/images'] as const), ...FILES.map((e) => [e, 'assets/files'] as const)]);

/** Extensions (lowercase, no dot) whose imports give a URL; code, JSON and CSS keep their own handling. */
export const ASSET_EXTENSIONS: readonly string[] = [...FOLDER.keys()];

const extensionOf = (file: string) => path.extname(file).slice(1).toLowerCase();

/** Whether importing `file` (a path, no query) gives its URL. */
export function isAssetFile(file: string): boolean {
  return FOLDER.has(extensionOf(file));
}

/** Output path of a file with these bytes: `assets/images/diagram.1a2b3c4d5e.png`. */
export function assetFileName(file: string, data: Buffer): string {
  const ext = extensionOf(file);
  const name = path.basename(file, path.extname(file)).replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'file';
  const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 10);
  return `${FOLDER.get(ext) ?? 'assets/files'}/${name}.${hash}.${ext}`;
}

export interface AssetImportOptions {
  baseUrl: string;
  /** Only the client pass writes files; the server pass needs the same URLs, nothing more. */
  emit: boolean;
}

export function assetImports(o: AssetImportOptions): RollupPlugin {
  // Two files with the same name and bytes (copies in two folders) share one output file.
  const emitted = new Set<string>();
  return {
    name: 'docsite:assets',
    buildStart() {
      emitted.clear();
    },
    resolveId(source, importer) {
      // A query no earlier plugin took (`?ideal` without the ideal-image plugin) would only fail
      // later as a file that does not exist: say what it needs, at the import.
      const [file, query] = source.split(/(?=\?)/);
      if (!query || !isAssetFile(file)) return null;
      const ideal = query === '?ideal';
      const message = `"${source}": the ${query} query needs ${ideal ? 'the ideal-image plugin, which is not in the plugins of the site config' : 'a plugin that handles it, and none does'}.`;
      const hint = `${ideal ? 'Add "ideal-image" to plugins in the site config, or import' : 'Import'} "${file}" without the query to get the file's URL.`;
      this.error({ message, id: importer, exporter: source, hint } as RollupLog);
    },
    async load(id) {
      // Ids with a query (`?ideal`) or from a virtual module belong to other plugins.
      if (id.includes('?') || id.startsWith('\0') || !isAssetFile(id)) return null;
      this.addWatchFile(id);
      const data = await fs.readFile(id);
      const fileName = assetFileName(id, data);
      if (o.emit && !emitted.has(fileName)) this.emitFile({ type: 'asset', fileName, source: data });
      emitted.add(fileName);
      return { code: `export default ${JSON.stringify(o.baseUrl + fileName)};\n`, moduleSideEffects: false };
    },
  };
}
