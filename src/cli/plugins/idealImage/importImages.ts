// The rollup side of ideal-image: `import photo from './photo.png?ideal'` gives the data the
// IdealImage component needs, and the browser pass writes the variants into the build.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin as RollupPlugin } from 'rollup';
import { DocsiteError } from '../../errors.ts';
import type { IdealImageOptions } from './options.ts';
import { passThroughImage, processImage, type ProcessedImage } from './processImage.ts';

export const QUERY = '?ideal';
const RASTER = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.tif', '.tiff']);

export interface ImportImagesOptions {
  options: IdealImageOptions;
  baseUrl: string;
  /** false: keep the original file (dev builds with disableInDev). */
  resize: boolean;
  /** Only the browser pass writes files; the server pass needs the same data, nothing more. */
  emit: boolean;
}

// Both passes and every dev rebuild of a process ask for the same images: sharp runs once per content.
const cache = new Map<string, Promise<ProcessedImage>>();
const CACHE_LIMIT = 300;

function readImage(file: string, input: Buffer, o: ImportImagesOptions): Promise<ProcessedImage> {
  const key = crypto.createHash('sha1').update(input).update(JSON.stringify([o.options, o.baseUrl, o.resize, path.basename(file)])).digest('hex');
  let hit = cache.get(key);
  if (!hit) {
    const url = (fileName: string) => o.baseUrl + fileName;
    hit = o.resize ? processImage(file, input, o.options, url) : passThroughImage(file, input, url);
    hit.catch(() => cache.delete(key));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, hit);
  }
  return hit;
}

function imageError(file: string, reason: string, cause?: unknown): DocsiteError {
  const rel = path.relative(process.cwd(), file);
  return new DocsiteError(`ideal-image cannot use this image: ${reason}`, {
    location: { file: rel },
    hint: 'Imports ending in ?ideal need a complete JPEG, PNG, WebP, AVIF, GIF or TIFF file. Replace the file, or put it in the static folder and link it by URL.',
    cause,
  });
}

export function importImages(o: ImportImagesOptions): RollupPlugin {
  // Copies of one image in two folders give the same variants: write each once.
  const emitted = new Set<string>();
  return {
    name: 'docsite:ideal-image',
    buildStart() {
      emitted.clear();
    },
    async resolveId(source, importer, resolveOptions) {
      if (!source.endsWith(QUERY)) return null;
      // Other resolvers find the file itself (relative paths, @site/), then the query goes back on.
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { ...resolveOptions, skipSelf: true });
      return resolved && !resolved.external ? resolved.id + QUERY : null;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      if (!RASTER.has(path.extname(file).toLowerCase())) throw imageError(file, `${path.extname(file) || 'a file without extension'} is not a raster image format (vector images such as SVG need no resizing).`);
      this.addWatchFile(file);
      let image: ProcessedImage;
      try {
        image = await readImage(file, await fs.readFile(file), o);
      } catch (error) {
        throw imageError(file, `it could not be decoded (${(error as Error).message}).`, error);
      }
      for (const f of image.files) {
        if (o.emit && !emitted.has(f.fileName)) this.emitFile({ type: 'asset', fileName: f.fileName, source: f.data });
        emitted.add(f.fileName);
      }
      return { code: `export default ${JSON.stringify(image.data)};\n`, moduleSideEffects: false };
    },
  };
}
