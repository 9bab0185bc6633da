import { crc32 } from 'node:zlib';
import type { Metadata, SharpOptions } from 'sharp';

/**
 * Uploaded images are told apart by their bytes, never by their name, and rebuilt from the parts
 * a decoder needs: every metadata segment (EXIF with GPS, XMP, comments, text chunks, embedded
 * thumbnails) and anything after the end marker is dropped. What is stored is a well-formed PNG
 * or JPEG and nothing else, served as image/png or image/jpeg with nosniff, so an uploaded file
 * can never run as script in a browser. `decodeImage` then proves the pixels decode (sharp /
 * libvips), within a pixel and memory budget read from the header first.
 */
export type ImageType = 'png' | 'jpeg';

export const IMAGE_MIME: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg' };
/** Larger sides are refused: no real photo of a paper form needs them. */
export const MAX_IMAGE_SIDE = 20_000;
/** The pixel budget (above any phone photo of a paper form), checked from the header before anything is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Most images decode a few rows at a time, but a progressive JPEG keeps every DCT coefficient of the
 * whole image (2 bytes per pixel per channel) and an interlaced PNG every pixel until the last pass.
 * Those are refused when that buffer would pass this (about 16 MP for a colour progressive JPEG,
 * so a 12 MP phone photo saved progressive still passes).
 */
export const MAX_WHOLE_IMAGE_BUFFER_BYTES = 100 * 1024 * 1024;
/** Decodes at once in this process; the rest wait, so memory stays bounded under a burst of uploads. */
const MAX_PARALLEL_DECODES = 2;
const DECODE_TIMEOUT_SECONDS = 10;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type from the first bytes, or null. */
export function sniffImage(data: Uint8Array): ImageType | null {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  return null;
}

export interface CleanImage {
  type: ImageType;
  data: Buffer;
  width: number;
  height: number;
}

/** Chunks a PNG decoder needs (plus colour hints); everything else is metadata. */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'pHYs']);

function cleanPng(b: Buffer): CleanImage | null {
  const out: Buffer[] = [PNG_SIGNATURE];
  let pos = 8;
  let width = 0;
  let height = 0;
  let first = true;
  let sawData = false;
  while (pos + 12 <= b.length) {
    const length = b.readUInt32BE(pos);
    if (length > 0x7fffffff || pos + 12 + length > b.length) return null;
    const type = b.toString('latin1', pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    const chunk = b.subarray(pos, pos + 12 + length);
    if (crc32(b.subarray(pos + 4, pos + 8 + length)) !== b.readUInt32BE(pos + 8 + length)) return null;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return null;
      width = b.readUInt32BE(pos + 8);
      height = b.readUInt32BE(pos + 12);
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (PNG_KEEP.has(type)) out.push(chunk);
    pos += 12 + length;
    if (type === 'IEND') {
      return sawData ? { type: 'png', data: Buffer.concat(out), width, height } : null;
    }
  }
  return null;
}

/** JPEG segments kept: tables, frame headers, restart interval, Adobe colour transform, scans. */
function keepJpegMarker(marker: number): boolean {
  if (marker === 0xdb || marker === 0xc4 || marker === 0xdd || marker === 0xcc) return true; // DQT DHT DRI DAC
  if (marker >= 0xc0 && marker <= 0xcf) return true; // SOFn
  return marker === 0xee; // APP14 Adobe (needed to decode CMYK / YCCK colours)
}

function cleanJpeg(b: Buffer): CleanImage | null {
  const out: Buffer[] = [Buffer.from([0xff, 0xd8])];
  let pos = 2;
  let width = 0;
  let height = 0;
  while (pos + 2 <= b.length) {
    if (b[pos] !== 0xff) return null;
    let marker = b[pos + 1] as number;
    // Fill bytes before a marker.
    while (marker === 0xff && pos + 2 < b.length) {
      pos += 1;
      marker = b[pos + 1] as number;
    }
    if (marker === 0xd9) {
      out.push(Buffer.from([0xff, 0xd9]));
      return width > 0 && height > 0 ? { type: 'jpeg', data: Buffer.concat(out), width, height } : null;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) return null;
    if (pos + 4 > b.length) return null;
    const length = b.readUInt16BE(pos + 2);
    if (length < 2 || pos + 2 + length > b.length) return null;
    const segment = b.subarray(pos, pos + 2 + length);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 8) return null;
      height = b.readUInt16BE(pos + 5);
      width = b.readUInt16BE(pos + 7);
    }
    pos += 2 + length;
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the next marker that is not a stuffed
      // 0xFF00 or a restart marker.
      if (width === 0) return null;
      let end = pos;
      while (end + 1 < b.length) {
        if (b[end] === 0xff) {
          const next = b[end + 1] as number;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        end += 1;
      }
      if (end + 1 >= b.length) return null;
      out.push(segment, b.subarray(pos, end));
      pos = end;
      continue;
    }
    if (keepJpegMarker(marker)) out.push(segment);
  }
  return null;
}

/**
 * The cleaned image, or null when the bytes are not a well-formed PNG or JPEG (an HTML or SVG
 * file renamed .png, a truncated file, a broken checksum) or its sides are out of range.
 */
export function cleanImage(data: Uint8Array): CleanImage | null {
  const type = sniffImage(data);
  if (!type) return null;
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const clean = type === 'png' ? cleanPng(b) : cleanJpeg(b);
  if (!clean) return null;
  if (clean.width < 1 || clean.height < 1) return null;
  if (clean.width > MAX_IMAGE_SIDE || clean.height > MAX_IMAGE_SIDE) return null;
  return clean;
}

/**
 * sharp (libvips), loaded at the first image a process decodes (about 30 MB a server that receives
 * no image does not hold). Every upload is a new image: libvips' operation cache would only hold
 * memory, so it is off.
 */
let sharpLoaded: Promise<typeof import('sharp').default> | null = null;
const loadSharp = () => {
  sharpLoaded ??= import('sharp').then((m) => {
    m.default.cache(false);
    return m.default;
  });
  return sharpLoaded;
};

let decoding = 0;
const waiting: (() => void)[] = [];

/**
 * Runs `work` when a decode slot is free. A slot is held at most `limitMs`: past it the caller gets
 * `late` (the image is refused) and the slot is released, so one libvips call that never settles
 * cannot leave every later upload of the process waiting for ever.
 */
export async function oneAtATime<T>(work: () => Promise<T>, late: T, limitMs: number): Promise<T> {
  if (decoding >= MAX_PARALLEL_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  decoding += 1;
  let timer: NodeJS.Timeout | undefined;
  try {
    const overdue = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(late), limitMs);
    });
    return await Promise.race([work(), overdue]);
  } finally {
    clearTimeout(timer);
    decoding -= 1;
    waiting.shift()?.();
  }
}

/** Bytes a decoder holds for the whole image before it can give the first row (0 when it streams). */
function wholeImageBuffer(meta: Metadata, pixels: number): number {
  if (!meta.isProgressive) return 0;
  const channels = meta.channels ?? 4;
  const bytesPerSample = meta.format === 'jpeg' || meta.depth === 'ushort' ? 2 : 1;
  return pixels * channels * bytesPerSample;
}

/**
 * `cleanImage`, then a real decode with libvips (sharp): a file that is not a decodable PNG or
 * JPEG (a truncated scan, corrupt compressed data) is refused, and so is an image bomb: the sides
 * and pixel count are read from the header and checked before anything is decoded
 * (`limitInputPixels` backs that up inside libvips). The decode streams into a 64-pixel thumbnail
 * that is thrown away, so memory does not grow with the image's size; a JPEG is even decoded at
 * 1/8 scale (it is still read to its last byte). What is stored is the cleaned original, never a
 * re-encoding.
 */
export async function decodeImage(data: Uint8Array): Promise<CleanImage | null> {
  const clean = cleanImage(data);
  if (!clean) return null;
  const pixels = clean.width * clean.height;
  if (pixels > MAX_IMAGE_PIXELS) return null;
  return oneAtATime(
    async () => {
      const options: SharpOptions = {
        limitInputPixels: MAX_IMAGE_PIXELS,
        failOn: 'warning',
        sequentialRead: true,
      };
      try {
        const sharp = await loadSharp();
        const meta = await sharp(clean.data, options).metadata();
        if (meta.format !== clean.type || meta.width !== clean.width || meta.height !== clean.height)
          return null;
        if (wholeImageBuffer(meta, pixels) > MAX_WHOLE_IMAGE_BUFFER_BYTES) return null;
        await sharp(clean.data, options)
          .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
          .resize(64, 64, { fit: 'inside', withoutEnlargement: true })
          .raw()
          .toBuffer();
        return clean;
      } catch {
        // libvips' own refusals: corrupt or truncated data, the pixel limit, the time-out.
        return null;
      }
    },
    null,
    (DECODE_TIMEOUT_SECONDS + 5) * 1000,
  );
}

/** A photo as re-encoded from a file (`reencodeImageFile`). */
export interface ReencodedImage {
  type: ImageType;
  width: number;
  height: number;
  size: number;
}

/**
 * A large photo (a kick-off's, up to 25 MB) checked and cleaned without holding it: the header is
 * read from the file, the same sides, pixel and whole-image budgets as `decodeImage` apply, then
 * libvips decodes it row by row and writes a new file of the same type to `target` (JPEG quality
 * 90, PNG lossless), turned upright by its EXIF orientation, with no metadata at all. Memory stays
 * a few rows of pixels whatever the file's size; the bytes never enter the JavaScript heap. Null
 * when it is not a decodable PNG or JPEG within the budgets. Unlike evidence (`decodeImage`, which
 * keeps the original bytes), the stored photo is a re-encoding: a gallery needs the picture, not the
 * exact file.
 */
export async function reencodeImageFile(source: string, target: string): Promise<ReencodedImage | null> {
  return oneAtATime(
    async () => {
      const options: SharpOptions = {
        limitInputPixels: MAX_IMAGE_PIXELS,
        failOn: 'warning',
        sequentialRead: true,
      };
      try {
        const sharp = await loadSharp();
        const meta = await sharp(source, options).metadata();
        const type = meta.format === 'png' ? 'png' : meta.format === 'jpeg' ? 'jpeg' : null;
        const { width = 0, height = 0 } = meta;
        if (!type || width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
          return null;
        if (
          width * height > MAX_IMAGE_PIXELS ||
          wholeImageBuffer(meta, width * height) > MAX_WHOLE_IMAGE_BUFFER_BYTES
        )
          return null;
        const pipeline = sharp(source, options)
          .timeout({ seconds: DECODE_TIMEOUT_SECONDS * 3 })
          .rotate();
        const info = await (type === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 90 })).toFile(target);
        return { type, width: info.width, height: info.height, size: info.size };
      } catch {
        return null;
      }
    },
    null,
    (DECODE_TIMEOUT_SECONDS * 3 + 5) * 1000,
  );
}
