import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blankRows, claimedBomb, cutScan, png } from '../test/images';
import {
  cleanImage,
  decodeImage,
  MAX_IMAGE_PIXELS,
  oneAtATime,
  reencodeImageFile,
  sniffImage,
} from './images';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../test/fixtures', name));

describe('sniffImage', () => {
  it.each([
    ['evidence.png', 'png'],
    ['evidence.jpg', 'jpeg'],
    ['progressive.jpg', 'jpeg'],
  ])('%s is %s by its bytes', (name, type) => {
    expect(sniffImage(fixture(name))).toBe(type);
  });

  it.each([
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ['empty', Buffer.alloc(0)],
  ])('%s is not an image', (_label, data) => {
    expect(sniffImage(data)).toBeNull();
    expect(cleanImage(data)).toBeNull();
  });
});

describe('cleanImage', () => {
  it.each([
    ['evidence.png', 'png', 48, 32],
    ['evidence.jpg', 'jpeg', 48, 32],
    ['progressive.jpg', 'jpeg', 64, 48],
  ])('%s keeps its picture (%s %ix%i) and loses its metadata', (name, type, width, height) => {
    const original = fixture(name);
    const clean = cleanImage(original);
    expect(clean).toMatchObject({ type, width, height });
    expect(original.includes('secret-comment') || name === 'progressive.jpg').toBe(true);
    expect(clean?.data.includes('secret-comment')).toBe(false);
    // Cleaning is stable: a cleaned image cleans to itself.
    expect(cleanImage(clean?.data as Buffer)?.data.equals(clean?.data as Buffer)).toBe(true);
  });

  it('drops bytes appended after the end of the image (a polyglot tail)', () => {
    const tail = Buffer.from('<script>alert(document.cookie)</script>');
    for (const name of ['evidence.png', 'evidence.jpg']) {
      const clean = cleanImage(Buffer.concat([fixture(name), tail]));
      expect(clean).not.toBeNull();
      expect(clean?.data.includes('<script>')).toBe(false);
    }
  });

  it('refuses an HTML file that starts with image magic bytes', () => {
    const png = Buffer.concat([
      fixture('evidence.png').subarray(0, 8),
      Buffer.from('<html><script>x</script>'),
    ]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>x</script>')]);
    expect(cleanImage(png)).toBeNull();
    expect(cleanImage(jpeg)).toBeNull();
  });

  it('refuses a truncated image and a PNG with a broken checksum', () => {
    const png = fixture('evidence.png');
    expect(cleanImage(png.subarray(0, png.length - 20))).toBeNull();
    expect(cleanImage(fixture('evidence.jpg').subarray(0, 200))).toBeNull();
    const broken = Buffer.from(png);
    broken[20] = (broken[20] as number) ^ 0xff; // inside IHDR: its CRC no longer matches
    expect(cleanImage(broken)).toBeNull();
  });
});

/** Runs `work` and reports how far the process' resident memory rose above where it started. */
async function peakRise<T>(work: () => Promise<T>): Promise<{ result: T; riseMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, riseMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

describe('decodeImage', () => {
  it.each(['evidence.png', 'evidence.jpg', 'progressive.jpg'])(
    'decodes %s and keeps the cleaned original bytes',
    async (name) => {
      const decoded = await decodeImage(fixture(name));
      expect(decoded).not.toBeNull();
      expect(decoded?.data.equals(cleanImage(fixture(name))?.data as Buffer)).toBe(true);
      expect(decoded?.data.includes('secret-comment')).toBe(false);
    },
  );

  it('refuses a 1 KB PNG that claims 20,000 x 20,000 pixels, from its header', async () => {
    const bomb = claimedBomb();
    expect(bomb.length).toBeLessThan(1024);
    // Its structure is fine: only the decode check refuses it.
    expect(cleanImage(bomb)).toMatchObject({ width: 20_000, height: 20_000 });
    const { result, riseMb } = await peakRise(() => decodeImage(bomb));
    expect(result).toBeNull();
    expect(riseMb).toBeLessThan(16);
  });

  it('refuses a real decompression bomb over the pixel budget (48 MP of blank rows in 50 KB)', async () => {
    const [width, height] = [8000, 6000];
    expect(width * height).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const bomb = png(width, height, await blankRows(width / 8, height), { depth: 1, colour: 0 });
    expect(bomb.length).toBeLessThan(100_000);
    const { result, riseMb } = await peakRise(() => decodeImage(bomb));
    expect(result).toBeNull();
    expect(riseMb).toBeLessThan(16);
  });

  it('decodes a large image inside the budget without holding its pixels (36 MP RGB is 108 MB raw)', async () => {
    const big = png(6000, 6000, await blankRows(6000 * 3, 6000));
    const { result, riseMb } = await peakRise(() => decodeImage(big));
    expect(result).toMatchObject({ type: 'png', width: 6000, height: 6000 });
    expect(riseMb).toBeLessThan(64);
  });

  it('refuses a progressive JPEG whose whole-image buffer is over budget, before decoding it', async () => {
    // 18 MP, 4:4:4: libjpeg would hold 108 MB of coefficients until the last scan.
    const heavy = await sharp({ create: { width: 4500, height: 4000, channels: 3, background: 'white' } })
      .jpeg({ progressive: true, chromaSubsampling: '4:4:4' })
      .toBuffer();
    expect(cleanImage(heavy)).not.toBeNull();
    const { result, riseMb } = await peakRise(() => decodeImage(heavy));
    expect(result).toBeNull();
    expect(riseMb).toBeLessThan(32);
    // A 12 MP phone photo saved progressive is fine.
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: 'white' } })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(await decodeImage(photo)).toMatchObject({ type: 'jpeg', width: 4000, height: 3000 });
  });

  it('refuses a JPEG whose scan is cut short, even when it still ends with an end marker', async () => {
    const jpeg = fixture('evidence.jpg');
    const truncated = cutScan(jpeg);
    expect(cleanImage(truncated)).not.toBeNull();
    expect(await decodeImage(truncated)).toBeNull();
    expect(await decodeImage(truncated.subarray(0, -2))).toBeNull();
  });

  it('refuses a PNG whose compressed data is short or not deflate at all, checksums intact', async () => {
    const short = png(100, 100, deflateSync(Buffer.alloc(50 * 301)));
    const garbage = png(100, 100, Buffer.from('this is not a deflate stream at all'));
    for (const bad of [short, garbage]) {
      expect(cleanImage(bad)).not.toBeNull();
      expect(await decodeImage(bad)).toBeNull();
    }
  });

  it('refuses what is not an image at all', async () => {
    expect(await decodeImage(Buffer.from('<svg onload="alert(1)"/>'))).toBeNull();
    expect(await decodeImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('reencodeImageFile (kick-off photos, up to 25 MB, never read into memory)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'staffhub-reencode-'));
  const fileOf = (name: string, data: Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, data);
    return file;
  };

  it.each([
    ['evidence.png', 'png'],
    ['evidence.jpg', 'jpeg'],
  ])('writes %s again as %s without its metadata', async (name, type) => {
    const target = path.join(dir, `${name}.clean`);
    const photo = await reencodeImageFile(fileOf(name, fixture(name)), target);
    expect(photo).toMatchObject({ type, width: 48, height: 32 });
    const written = readFileSync(target);
    expect(sniffImage(written)).toBe(type);
    expect(written.includes('secret-comment')).toBe(false);
    expect((await sharp(written).metadata()).exif).toBeUndefined();
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#f00' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await reencodeImageFile(fileOf('sideways.jpg', sideways), path.join(dir, 'upright.jpg'));
    expect(photo).toMatchObject({ width: 20, height: 40 });
  });

  it.each([
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a header claiming 20,000 × 20,000 pixels', claimedBomb()],
    ['a truncated JPEG', cutScan(fixture('evidence.jpg'))],
  ])('refuses %s', async (_label, data) => {
    expect(await reencodeImageFile(fileOf('bad.bin', data), path.join(dir, 'bad.out'))).toBeNull();
  });
});

describe('oneAtATime', () => {
  it('releases a slot whose work never settles, so later decodes still run', async () => {
    const never = () => new Promise<string>(() => {});
    // Both slots taken by work that never ends: each answers its `late` value after the limit.
    const stuck = [oneAtATime(never, 'late', 50), oneAtATime(never, 'late', 50)];
    const next = oneAtATime(async () => 'ran', 'late', 1_000);
    expect(await Promise.all(stuck)).toEqual(['late', 'late']);
    expect(await next).toBe('ran');
  });
});
