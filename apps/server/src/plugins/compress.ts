import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The JSON answers of GET requests, compressed for clients that ask (every browser does): an
 * approver's pending list of 100 is 84 KB of JSON and a small fraction of that as Brotli, which is
 * what a phone on a slow network waits for; on the server, writing the 84 KB to the socket was a
 * fifth of the list's time (docs/SCALING.md). Brotli where the client accepts it (quality 4, well
 * below its slow settings), else gzip (its default level): a list compresses in under a millisecond.
 *
 * Only GET answers: no GET answer carries a credential (tokens and feed secrets are given by POSTs),
 * so no secret shares a compressed answer with text an attacker chose (BREACH). Streams (server-sent
 * events, files, the web app's own precompressed files) and answers under `MIN_BYTES` pass as they
 * are. The read cache keeps the compressed copies of a kept answer (`Entry.compressed`).
 */

/** Smaller answers go as they are (compressing a few hundred bytes costs more than it saves). */
export const MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer a request with, or null: Brotli first, then gzip; `;q=0` refuses one. */
export function encodingFor(request: FastifyRequest): Encoding | null {
  if (request.method !== 'GET') return null;
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

export function compress(body: Buffer | string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** Whether an answer of this type and size is compressed (JSON, at least MIN_BYTES). */
export function compressible(reply: FastifyReply, size: number): boolean {
  const type = reply.getHeader('content-type');
  return size >= MIN_BYTES && typeof type === 'string' && type.startsWith('application/json');
}

/** Says that the answer depends on Accept-Encoding, keeping what Vary already named. */
export function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const names = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(names))
    reply.header('vary', names ? `${names}, Accept-Encoding` : 'Accept-Encoding');
}

export default fp(
  async (app) => {
    // After the read cache's onSend (registered before this plugin), which keeps the answer as made.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || reply.hasHeader('content-encoding')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      // Its UTF-8 once: measuring a string here, measuring it again for Content-Length and encoding
      // it on the way out were three passes, about 0.25 ms each for the admin list's 200 rows
      // (118 KB); one Buffer.from is about 0.4 ms (docs/SCALING.md, 2026-12-02).
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (!compressible(reply, body.length)) return body;
      varyOnEncoding(reply);
      const encoding = encodingFor(request);
      if (!encoding) return body;
      reply.header('content-encoding', encoding);
      return compress(body, encoding);
    });
  },
  { name: 'compress' },
);
