/** Hand-made images for the upload tests: bombs, broken data. */
import { crc32, createDeflate, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A PNG with well-formed chunks and checksums around the given compressed pixel data. */
export function png(width: number, height: number, idat: Buffer, { depth = 8, colour = 2 } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = depth;
  ihdr[9] = colour;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Deflates `rows` blank rows of `rowBytes` (plus the filter byte) without holding them all at once. */
export async function blankRows(rowBytes: number, rows: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const batch = 200;
  const block = Buffer.alloc((rowBytes + 1) * batch);
  for (let left = rows; left > 0; left -= batch) {
    const n = Math.min(batch, left);
    if (!deflate.write(block.subarray(0, (rowBytes + 1) * n))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A JPEG whose entropy-coded scan is cut after `keep` bytes, then closed with an end marker. */
export function cutScan(jpeg: Buffer, keep = 40): Buffer {
  const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  return Buffer.concat([jpeg.subarray(0, scan + keep), Buffer.from([0xff, 0xd9])]);
}

/** About 1 KB of PNG whose header claims 20,000 x 20,000 pixels (400 MP). */
export const claimedBomb = () =>
  png(20_000, 20_000, deflateSync(Buffer.alloc(1000)), { depth: 1, colour: 0 });
