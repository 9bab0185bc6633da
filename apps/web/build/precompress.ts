/**
 * A build step: writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build,
 * for the server to send as they are (@fastify/static `preCompressed`) instead of compressing each
 * response. A copy that would not be smaller is not written; the server then sends the file itself.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every text file under `dir`; returns how many copies were written. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    const copies: [string, Buffer][] = [
      [
        '.br',
        brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ],
      ['.gz', gzipSync(body, { level: 9 })],
    ];
    for (const [extension, compressed] of copies) {
      if (compressed.length >= body.length) continue;
      writeFileSync(file + extension, compressed);
      written += 1;
    }
  }
  return written;
}

/** The Vite plugin: runs `precompressDir` on the output folder once the build is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'staffhub:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const written = precompressDir(outDir);
      this.info?.(`precompressed: ${written} .br/.gz files`);
    },
  };
}
