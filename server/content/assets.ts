/**
 * Content assets (GET /content/assets/{id}): files under content/assets, optionally resized
 * and re-encoded (width, height, fit, format, quality), as Directus' image transformations do.
 * A vector is drawn as a raster image when a format is asked for (a shop picture as webp at a
 * card's width); without one, or for a PDF, a transformation is refused rather than ignored.
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { QueryError } from './query-rules';

const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};
const formats = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', avif: 'image/avif' } as const;
type Format = keyof typeof formats;
const fits = ['cover', 'contain', 'inside', 'outside'] as const;
type Fit = (typeof fits)[number];

export interface AssetOptions {
  width?: number;
  height?: number;
  format?: Format;
  quality?: number;
  fit?: Fit;
}

export interface Asset {
  body: Buffer;
  type: string;
}

const idPattern = /^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|jpeg|webp|pdf)$/;

function intParam(value: unknown, name: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new QueryError(`${name} must be an integer from 1 to ${max}`);
  }
  return Number(value);
}

export function parseAssetOptions(query: Record<string, unknown>): AssetOptions {
  const allowed = new Set(['width', 'height', 'format', 'quality', 'fit', 'key', 'v']);
  for (const key of Object.keys(query)) if (!allowed.has(key)) throw new QueryError(`Unknown parameter "${key}"`);
  const format = query.format;
  if (format !== undefined && (typeof format !== 'string' || !Object.hasOwn(formats, format))) {
    throw new QueryError(`format must be one of ${Object.keys(formats).join(', ')}`);
  }
  const fit = query.fit;
  if (fit !== undefined && (typeof fit !== 'string' || !(fits as readonly string[]).includes(fit))) {
    throw new QueryError(`fit must be one of ${fits.join(', ')}`);
  }
  return {
    fit: fit as Fit | undefined,
    width: intParam(query.width, 'width', 4000),
    height: intParam(query.height, 'height', 4000),
    format: format as Format | undefined,
    quality: intParam(query.quality, 'quality', 100),
  };
}

/** The density that draws a vector at the size asked for (72 dpi is its own size), within sharp's bounds. */
async function vectorDensity(source: Buffer, opts: AssetOptions): Promise<number> {
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const scale = Math.max(opts.width && width ? opts.width / width : 1, opts.height && height ? opts.height / height : 1);
  return Math.min(Math.max(72 * scale, 1), 2400);
}

export function createAssetStore(contentDir: string, maxEntries = 200) {
  const cache = new Map<string, Promise<Asset | null>>();

  async function produce(id: string, opts: AssetOptions): Promise<Asset | null> {
    let source: Buffer;
    try {
      source = await readFile(join(contentDir, 'assets', id));
    } catch {
      return null;
    }
    const type = types[extname(id)] ?? 'application/octet-stream';
    const transform = opts.width || opts.height || opts.format || opts.quality || opts.fit;
    if (!transform) return { body: source, type };
    const vector = type === 'image/svg+xml';
    if (type === 'application/pdf' || (vector && !opts.format)) {
      throw new QueryError(`${id} is not a raster image: width, height, fit and quality apply with a format (format=webp)`);
    }
    let image = sharp(source, { limitInputPixels: 40_000_000, ...(vector && { density: await vectorDensity(source, opts) }) });
    if (opts.width || opts.height) {
      // contain pads to the exact box (transparent where the format allows); inside and outside keep the aspect ratio.
      image = image.resize(opts.width, opts.height, { fit: opts.fit ?? 'cover', withoutEnlargement: true, background: { r: 0, g: 0, b: 0, alpha: 0 } });
    }
    // Without a format the original's is kept, re-encoded at the quality asked for.
    const format = opts.format ?? (extname(id).slice(1) as Format);
    const quality = opts.quality ?? 80;
    image = image.toFormat(format === 'jpg' ? 'jpeg' : format, { quality });
    return { body: await image.toBuffer(), type: formats[format] };
  }

  return {
    /** Null when there is no such asset. Throws QueryError on a bad id or options. */
    get(id: string, opts: AssetOptions): Promise<Asset | null> {
      if (!idPattern.test(id)) return Promise.resolve(null);
      const key = `${id}?${opts.width ?? ''}x${opts.height ?? ''}.${opts.fit ?? ''}.${opts.format ?? ''}.${opts.quality ?? ''}`;
      let entry = cache.get(key);
      if (!entry) {
        entry = produce(id, opts);
        cache.set(key, entry);
        entry.then((asset) => asset ?? cache.delete(key)).catch(() => cache.delete(key));
        if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
      }
      return entry;
    },
  };
}
