import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of the web app (and of every other answer: JSON, files, errors).
 * Scripts only from our own origin, no inline script or eval (Vite's build has no inline script).
 * `style-src 'unsafe-inline'`: Ant Design writes its CSS-in-JS into <style> elements at run time; a
 * nonce would do instead, but the SPA is static files, so there is no per-response nonce to give it
 * (see docs/DECISIONS.md). `img-src data: blob:` for the inline favicon, antd's SVG icons and the
 * evidence images shown from object URLs; `connect-src 'self'` for the API and its event stream.
 */
export const WEB_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const;

/** The options of the headers below, for helmet. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: Object.fromEntries(Object.entries(WEB_CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
  },
  strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet sets with these options, worked out once: none of them depends on the
 * request (no per-answer nonce, see above). `@fastify/helmet` built helmet's middleware again for
 * every request, parsing the policy each time: a tenth of the CPU of an answer given from the read
 * cache.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (set in onRequest, so errors and 404s carry them too): the CSP
 * above, nosniff, frames denied twice (X-Frame-Options and frame-ancestors), Referrer-Policy
 * same-origin, HSTS for a year without includeSubDomains (browsers ignore it over plain http, so
 * http://localhost keeps working; behind TLS it pins https for this host only), and helmet's
 * cross-origin isolation defaults (COOP and CORP same-origin). Helmet chooses the values
 * (`securityHeaders`); this plugin sets them.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
