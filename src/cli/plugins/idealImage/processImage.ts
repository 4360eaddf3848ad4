// Turns one source image into responsive WebP variants and a tiny blurred placeholder, with sharp.
import crypto from 'node:crypto';
import path from 'node:path';
import type { IdealImageData } from '../../../theme/IdealImage/index.tsx';
import type { IdealImageOptions } from './options.ts';

/** Where variants go in the build output, below the baseUrl. */
export const OUTPUT_DIR = 'assets/ideal-img';
/** Width of the inline placeholder: a few hundred bytes, scaled up (and so blurred) by the browser. */
const PLACEHOLDER_WIDTH = 16;

export interface OutputFile {
  /** Path in the build output, e.g. assets/ideal-img/diagram.640.1a2b3c4d5e.webp */
  fileName: string;
  data: Buffer;
}

export interface ProcessedImage {
  data: IdealImageData;
  files: OutputFile[];
}

/**
 * The widths to produce: `steps` widths evenly spread from min to max, both included, never wider
 * than the source (a narrower source gives its own width instead of the larger steps).
 */
export function responsiveWidths(sourceWidth: number, { min, max, steps }: Pick<IdealImageOptions, 'min' | 'max' | 'steps'>): number[] {
  const wanted = steps === 1 ? [max] : Array.from({ length: steps }, (_, i) => Math.round(min + ((max - min) * i) / (steps - 1)));
  const widths = wanted.map((w) => Math.min(w, sourceWidth));
  return [...new Set(widths)].sort((a, b) => a - b);
}

// Imported on first use: sharp's native module is slow to load, and a build without `?ideal` images
// needs none of it.
const loadSharp = async () => (await import('sharp')).default;

const contentHash = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 10);
const baseName = (file: string) => path.basename(file, path.extname(file)).replace(/[^\w-]+/g, '-').slice(0, 60) || 'image';

/** Width and height as displayed: EXIF orientations 5 to 8 turn the image a quarter. */
async function displaySize(input: Buffer): Promise<{ width: number; height: number; format?: string }> {
  const meta = await (await loadSharp())(input).metadata();
  if (!meta.width || !meta.height) throw new Error('the file has no width or height');
  const turned = (meta.orientation ?? 1) >= 5;
  return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, format: meta.format };
}

/** Resizes `input` (the bytes of `file`) into WebP variants; `url` turns an output path into its URL. */
export async function processImage(file: string, input: Buffer, options: IdealImageOptions, url: (fileName: string) => string): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const source = await displaySize(input);
  const name = baseName(file);
  const variants = await Promise.all(
    responsiveWidths(source.width, options).map(async (width) => {
      // rotate() with no angle applies the EXIF orientation, which the output would otherwise lose.
      const { data, info } = await sharp(input).rotate().resize({ width }).webp({ quality: options.quality }).toBuffer({ resolveWithObject: true });
      return { fileName: `${OUTPUT_DIR}/${name}.${info.width}.${contentHash(data)}.webp`, data, width: info.width, height: info.height };
    }),
  );
  const tiny = await sharp(input).rotate().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
  const largest = variants[variants.length - 1];
  return {
    data: {
      src: url(largest.fileName),
      srcSet: variants.map((v) => `${url(v.fileName)} ${v.width}w`).join(', '),
      width: largest.width,
      height: largest.height,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      images: variants.map((v) => ({ path: url(v.fileName), width: v.width, height: v.height })),
    },
    files: variants.map(({ fileName, data }) => ({ fileName, data })),
  };
}

/** The original file as it is (dev builds with disableInDev): only its size is read. */
export async function passThroughImage(file: string, input: Buffer, url: (fileName: string) => string): Promise<ProcessedImage> {
  const { width, height } = await displaySize(input);
  const fileName = `${OUTPUT_DIR}/${baseName(file)}.${contentHash(input)}${path.extname(file).toLowerCase()}`;
  return {
    data: { src: url(fileName), srcSet: `${url(fileName)} ${width}w`, width, height, images: [{ path: url(fileName), width, height }] },
    files: [{ fileName, data: input }],
  };
}
