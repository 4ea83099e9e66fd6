/**
 * Content assets (GET /content/assets/{id}): files under content/assets, optionally resized
 * and re-encoded (width, height, format, quality), as the content service's image options do.
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { QueryError } from '../../src/data/content-query';

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

export interface AssetOptions {
  width?: number;
  height?: number;
  format?: Format;
  quality?: number;
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
  return {
    width: intParam(query.width, 'width', 4000),
    height: intParam(query.height, 'height', 4000),
    format: format as Format | undefined,
    quality: intParam(query.quality, 'quality', 100),
  };
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
    const transform = opts.width || opts.height || opts.format;
    if (!transform || type === 'image/svg+xml' || type === 'application/pdf') return { body: source, type };
    let image = sharp(source, { limitInputPixels: 40_000_000 });
    if (opts.width || opts.height) image = image.resize(opts.width, opts.height, { fit: 'cover', withoutEnlargement: true });
    const format = opts.format ?? (extname(id).slice(1) as Format);
    const quality = opts.quality ?? 80;
    image = image.toFormat(format === 'jpg' ? 'jpeg' : format, { quality });
    return { body: await image.toBuffer(), type: formats[format] };
  }

  return {
    /** Null when there is no such asset. Throws QueryError on a bad id or options. */
    get(id: string, opts: AssetOptions): Promise<Asset | null> {
      if (!idPattern.test(id)) return Promise.resolve(null);
      const key = `${id}?${opts.width ?? ''}x${opts.height ?? ''}.${opts.format ?? ''}.${opts.quality ?? ''}`;
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
