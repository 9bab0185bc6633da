import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanImage, sniffImage } from './images';

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
