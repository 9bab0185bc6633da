import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { addDays, monthOf, ZCorrectionInput } from '@staffhub/domain';
import { z } from 'zod';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { type FormFile, formData } from '../test/multipart';
import { type Caller, FIRST_RECORD, type FuzzRequest, type World } from './fuzz-protocol';
import type { JsonSchema, Operation } from './openapi';

/**
 * The fuzzer's requests, made from the OpenAPI document: for every operation, every body field,
 * query parameter and path parameter it describes gets each variant below, one at a time, in an
 * otherwise valid request (a baseline built from the schema: enums' first value, the demo people
 * and projects for ids, dates near today where the operation's rules want them). Every operation
 * also gets whole-request variants (malformed JSON, wrong content types, huge bodies...), and the
 * multipart ones (corrections, attendance import) their form fields and files.
 *
 * The core variants of every target come first, then the others, then random mixes of two or three
 * at once, all in an order drawn from a seeded generator: one seed, one sequence of requests.
 */

// ---- A seeded generator (mulberry32) ----

export interface Rng {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  shuffle: <T>(xs: T[]) => T[];
}

export function rngOf(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (xs) => xs[int(0, xs.length - 1)] as (typeof xs)[number],
    shuffle: (xs) => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = int(0, i);
        [xs[i], xs[j]] = [xs[j] as (typeof xs)[number], xs[i] as (typeof xs)[number]];
      }
      return xs;
    },
  };
}

// ---- Variants ----

/** A value put where a field's goes: JSON, raw JSON text (NaN, -0, 1e999), or the field left out. */
export type Value = { json: unknown } | { raw: string } | { missing: true };
export interface Variant {
  label: string;
  value: Value;
}

const KB = 1024;
const j = (label: string, json: unknown): Variant => ({ label, value: { json } });
const raw = (label: string, text: string): Variant => ({ label, value: { raw: text } });
const MISSING: Variant = { label: 'left out', value: { missing: true } };

const HUGE_100K = 'x'.repeat(100 * KB);
const HUGE_1M = 'x'.repeat(Math.round(1.1 * KB * KB));
const SQL = "' OR '1'='1'; DROP TABLE accounts; --";
const HTML = '<script>alert(1)</script><img src=x onerror=alert(1)>';

/** Sent into every string field and query parameter. */
const STRING_CORE: Variant[] = [
  j('a number for a string', 12345),
  j('an object', { a: 1 }),
  j('an array', ['a', 'b']),
  j('null', null),
  j('a boolean', true),
  j('an empty string', ''),
  j('a NUL byte', 'a\u0000b'),
  j('a lone surrogate', '\ud800'),
  j('100 KB', HUGE_100K),
  j('1.1 MB', HUGE_1M),
  j('far date 9999-12-31', '9999-12-31'),
  j('far date 0001-01-01', '0001-01-01'),
  j('impossible date 2026-02-30', '2026-02-30'),
  j('extended year +275760-09-13', '+275760-09-13'),
  j('far time 25:61', '25:61'),
  j('SQL', SQL),
  j('HTML', HTML),
];
const STRING_MORE: Variant[] = [
  j('"-1"', '-1'),
  j('0', 0),
  j('-1', -1),
  j('2^53', 2 ** 53),
  j('1e308', 1e308),
  raw('NaN (raw)', 'NaN'),
  raw('negative zero (raw)', '-0'),
  j('"NaN"', 'NaN'),
  j('"Infinity"', 'Infinity'),
  j('"-0"', '-0'),
  j('whitespace only', '  \t\n '),
  j('a NUL alone', '\u0000'),
  j('a lone low surrogate', 'a\udc00'),
  j('emoji', '😀'.repeat(10)),
  j('a right-to-left override', '\u202eevil'),
  j('a zero-width space', '\u200b'),
  j('CRLF and a header', 'a\r\nSet-Cookie: x=1'),
  j('month 9999-12', '9999-12'),
  j('month 0000-00', '0000-00'),
  j('date 2026-13-01', '2026-13-01'),
  j('date 1970-01-01', '1970-01-01'),
  j('an ISO instant', '2026-01-01T00:00:00Z'),
  j('time 24:00', '24:00'),
  j('time 23:59:59', '23:59:59'),
  j('time -01:00', '-01:00'),
  j('"%00"', '%00'),
  j('a path traversal', '../../../etc/passwd'),
  j('a template', ['$', '{7*7}{{7*7}}'].join('')),
  j('a format string', '%s%n%x'),
  j('100 KB of emoji', '😀'.repeat(25 * KB)),
  j('513 characters', 'x'.repeat(513)),
  j('a nested object', { a: { b: { c: [1, {}] } } }),
  j('an array of a NUL', ['\u0000']),
];
/** Sent into every number and integer field and query parameter. */
const NUMBER_CORE: Variant[] = [
  j('a string for a number', 'abc'),
  j('an object', { a: 1 }),
  j('an array', [1, 2]),
  j('null', null),
  j('a boolean', true),
  j('-1', -1),
  j('0', 0),
  j('2^53', 2 ** 53),
  j('1e308', 1e308),
  raw('NaN (raw)', 'NaN'),
  raw('negative zero (raw)', '-0'),
  j('a NUL byte', 'a\u0000b'),
  j('a lone surrogate', '\ud800'),
  j('100 KB', HUGE_100K),
  j('a numeric string', '1'),
  j('far date 9999-12-31', '9999-12-31'),
];
const NUMBER_MORE: Variant[] = [
  j('2^31', 2 ** 31),
  j('2^31 - 1', 2 ** 31 - 1),
  j('-2^53', -(2 ** 53)),
  j('1.5', 1.5),
  raw('1e999 (raw)', '1e999'),
  raw('30 digits (raw)', '123456789012345678901234567890'),
  raw('1e-400 (raw)', '1e-400'),
  raw('Infinity (raw)', 'Infinity'),
  j('"1e3"', '1e3'),
  j('"0x10"', '0x10'),
  j('" 1 "', ' 1 '),
  j('"-0"', '-0'),
  j('99', 99),
  j('1.1 MB', HUGE_1M),
  j('SQL', SQL),
  j('far time 25:61', '25:61'),
  j('an empty string', ''),
];
/** Sent into every array field. */
const ARRAY_CORE: Variant[] = [
  j('a string for an array', 'abc'),
  j('a number', 1),
  j('an object', { a: 1 }),
  j('null', null),
  j('an empty array', []),
  j('[null]', [null]),
  j('[a NUL byte]', ['a\u0000b']),
  j('[a lone surrogate]', ['\ud800']),
  j('[-1]', [-1]),
  j('[2^53]', [2 ** 53]),
  j(
    '10,000 items',
    Array.from({ length: 10_000 }, () => 1),
  ),
  j('nested arrays', [[1]]),
  j('[an object]', [{ a: 1 }]),
];
const ARRAY_MORE: Variant[] = [
  j('[0]', [0]),
  j('duplicates', [1, 1, 1]),
  j(
    '201 items',
    Array.from({ length: 201 }, (_, i) => i + 1),
  ),
  j('[1e308]', [1e308]),
  j('[true]', [true]),
  j('[1.5]', [1.5]),
  j(
    '100,000 items',
    Array.from({ length: 100_000 }, () => 2_147_483_647),
  ),
];
/** Sent into every path parameter (as the raw path segment). */
const PATH_VARIANTS: Variant[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '0x10',
  '%20',
  '%00',
  '%ED%A0%80',
  '%ff',
  "1'%20OR%20'1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  'null',
  'NaN',
  'Infinity',
  '-0',
].map((s) => raw(`path "${s}"`, s));
PATH_VARIANTS.push(
  raw('path of 10 KB of letters', 'a'.repeat(10 * KB)),
  raw('path of 10 KB of digits', '9'.repeat(10 * KB)),
);

/** Query-only forms (the query string has no types: these are its own shapes). */
const QUERY_ONLY: Array<{ label: string; part: (name: string) => string }> = [
  { label: 'repeated', part: (n) => `${n}=1&${n}=2` },
  { label: 'as a bracket object', part: (n) => `${n}[a]=1&${n}[b][c]=2` },
  { label: 'empty', part: (n) => `${n}=` },
  { label: 'a bare name', part: (n) => n },
  { label: 'percent-encoded NUL', part: (n) => `${n}=a%00b` },
  { label: 'invalid UTF-8', part: (n) => `${n}=%ff%fe` },
  { label: 'an encoded lone surrogate', part: (n) => `${n}=%ED%A0%80` },
  { label: 'a broken percent escape', part: (n) => `${n}=%E0%A4%A` },
  { label: 'repeated 1,000 times', part: (n) => Array.from({ length: 1000 }, () => `${n}=1`).join('&') },
];

type Kind = 'string' | 'number' | 'array';
const kindOf = (s: JsonSchema): Kind => {
  const t = s.type ?? s.anyOf?.[0]?.type ?? (s.enum ? typeof s.enum[0] : 'string');
  const first = Array.isArray(t) ? t[0] : t;
  if (first === 'integer' || first === 'number') return 'number';
  if (first === 'array') return 'array';
  return 'string';
};
const CORE: Record<Kind, Variant[]> = { string: STRING_CORE, number: NUMBER_CORE, array: ARRAY_CORE };
const MORE: Record<Kind, Variant[]> = { string: STRING_MORE, number: NUMBER_MORE, array: ARRAY_MORE };

// ---- Encoding a value where it goes ----

/** Percent-encodes a string; a lone surrogate becomes the bytes UTF-8 would give its code point. */
export function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    // A lone surrogate: encodeURIComponent refuses it.
    const out: string[] = [];
    for (const ch of s) {
      const cp = ch.codePointAt(0) as number;
      if (cp >= 0xd800 && cp <= 0xdfff)
        out.push(
          [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join(''),
        );
      else out.push(encodeURIComponent(ch));
    }
    return out.join('');
  }
}

/** `name=value` pairs of a query string: arrays repeat the name, objects use brackets. */
function queryPart(name: string, v: Value): string {
  if ('missing' in v) return '';
  if ('raw' in v) return `${name}=${v.raw}`;
  const x = v.json;
  if (Array.isArray(x)) return x.length ? x.map((i) => queryPart(name, { json: i })).join('&') : `${name}[]=`;
  if (x !== null && typeof x === 'object')
    return Object.entries(x)
      .map(([k, i]) => queryPart(`${name}[${k}]`, { json: i }))
      .join('&');
  return `${name}=${encode(String(x))}`;
}

/** A JSON body whose field values may be raw JSON text. */
function jsonText(body: Record<string, unknown>, raws: Map<string, string>): string {
  let text = JSON.stringify(body);
  for (const [marker, rawText] of raws) text = text.replace(`"${marker}"`, rawText);
  return text;
}

/** A form field's text values. */
function formValues(v: Value): string[] {
  if ('missing' in v) return [];
  if ('raw' in v) return [v.raw];
  const x = v.json;
  if (Array.isArray(x)) return x.map((i) => (typeof i === 'string' ? i : JSON.stringify(i)));
  return [typeof x === 'string' ? x : JSON.stringify(x)];
}

// ---- Baselines ----

/** What a baseline value is made from: the operation, the demo world, today, the generator. */
interface Ctx {
  op: Operation;
  world: World;
  rng: Rng;
  caller: Caller;
}

/** A date the operation's rules may accept: overtime in its window, corrections past, leave ahead... */
function dateFor(c: Ctx): string {
  const { today } = c.world;
  const p = c.op.path;
  const r = c.rng;
  if (p.includes('overtime')) return addDays(today, -r.int(1, 6));
  if (p.includes('additional-timesheet')) return addDays(today, -r.int(1, 25));
  if (p.includes('remote')) return addDays(today, r.int(1, 60));
  if (p.includes('sabbatical') || p.includes('team-calendar')) return addDays(today, r.int(1, 90));
  if (p.includes('short-leave')) return addDays(today, -r.int(1, 20));
  if (p.includes('holidays')) return addDays(`${today.slice(0, 4)}-01-01`, r.int(0, 364));
  if (p === '/api/timesheets') return addDays(today, -r.int(30, 300));
  return addDays(today, -r.int(0, 10));
}

/** A valid-looking value for one field of one operation. */
function baselineValue(c: Ctx, name: string, s: JsonSchema, fields: Record<string, unknown>): unknown {
  const { ids, records, today } = c.world;
  const p = c.op.path;
  switch (name) {
    case 'email':
      return 'member@demo.test';
    case 'password':
      return DEMO_PASSWORD;
    case 'password_new':
    case 'confirmPassword':
      return 'fuzz-pass-1234';
    case 'fcm_token':
      return `fuzz-device-${c.rng.int(1, 1e6)}`;
    case 'project_id':
      return ids.alpha;
    case 'approve_person_1':
    case 'approve_person':
      return ids.pm;
    case 'approve_person_2':
      return p.includes('remote') ? ids.leader : ids.top;
    case 'manager_id':
      return ids.dm;
    case 'admin_id':
      return ids.admin;
    case 'employee_id':
    case 'staff_id':
      return ids.member;
    case 'assigned_staff':
      return [ids.leader, ids.pm];
    case 'company_id':
      return 2;
    case 'ids':
      // The first request of the kind, whichever it is when the request is made.
      return [FIRST_RECORD];
    case 'id':
      // Marking a notification read: one of the caller's own.
      return records[`notification:${c.caller === 'admin' ? 'admin' : 'member'}`]?.[0] ?? 1;
    case 'type_reason':
      return 3;
    case 'reason':
      return p.includes('sabbatical') ? 'VACATION_MODE' : 'Fuzz baseline';
    case 'paid_cause':
      return null;
    case 'days':
      return 0.5;
    case 'time_off':
      return 30;
    case 'keep_images':
      return [1];
    case 'month':
      // Submitting a month locks it: the baseline submits one long gone.
      return p.includes('submit') ? '2020-01' : monthOf(today);
    case 'year':
      return Number(today.slice(0, 4));
    case 'end_date':
      // One-day requests: the end is the start.
      if (typeof fields.start_date === 'string') return fields.start_date;
      break;
  }
  if (s.default !== undefined) return s.default;
  const first = s.anyOf?.[0] ?? s;
  if (first.enum) return first.enum[0];
  const kind = kindOf(first);
  if (kind === 'array') return [baselineValue(c, `${name}[]`, first.items ?? {}, fields)];
  if (kind === 'number') {
    const min = typeof first.minimum === 'number' ? first.minimum : 1;
    return first.exclusiveMinimum === true || first.exclusiveMinimum === 0
      ? Math.max(min, 0) + 1
      : Math.max(min, 1);
  }
  const pattern = first.pattern ?? '';
  if (pattern.includes('\\d{4}-(0[1-9]|1[0-2])-')) return dateFor(c);
  if (pattern.includes('\\d{4}-(0[1-9]|1[0-2])$')) return monthOf(today);
  if (pattern.includes('[01]\\d|2[0-3]')) {
    if (p.includes('overtime')) {
      const hour = 18 + (c.rng.int(0, 4) + (name.startsWith('end') ? 1 : 0));
      return `${String(hour).padStart(2, '0')}:00`;
    }
    return /end|out/.test(name) ? '17:30' : '08:00';
  }
  return 'Fuzz baseline';
}

/** A valid-looking object of all a schema's properties. */
export function baselineOf(c: Ctx, s: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const names = Object.keys(s.properties ?? {});
  // start_date before end_date, so a one-day span reads its start.
  names.sort((a, b) => Number(a === 'end_date') - Number(b === 'end_date'));
  for (const name of names) {
    // The remote decision's id repeats the path's: left to the path.
    if (name === 'id' && c.op.path.includes('{id}')) continue;
    out[name] = baselineValue(c, name, s.properties?.[name] as JsonSchema, out);
  }
  return out;
}

// ---- Cases ----

/** A request as a case builds it; the runner adds who sends it. */
export type Built = Omit<FuzzRequest, 'type' | 'n' | 'caller' | 'remoteAddress'>;

/** One request to send, and what it varies (for the report). */
export interface Case {
  op: Operation;
  /** `body.reason`, `query.employee_info`, `path.id`, `file`, `request` (the whole request), `mix`. */
  target: string;
  variant: string;
  build: (world: World, rng: Rng, caller: Caller) => Built;
}

const MULTIPART_OPS = new Set([
  'POST /api/additional-timesheet',
  'POST /api/additional-timesheet/{id}',
  'POST /api/timesheets/import',
]);
/** Their form fields are not in the document (it says multipart); they are the correction form's. */
const CORRECTION_FORM = z.toJSONSchema(ZCorrectionInput, {
  io: 'input',
  unrepresentable: 'any',
}) as JsonSchema;

const bodySchemaOf = (op: Operation): JsonSchema | undefined =>
  op.spec.requestBody?.content['application/json']?.schema;
const queryParams = (op: Operation) => (op.spec.parameters ?? []).filter((p) => p.in === 'query');
const pathParams = (op: Operation) => (op.spec.parameters ?? []).filter((p) => p.in === 'path');

/** The query string of the required parameters (with `name` varied, when given). */
function baselineQuery(c: Ctx, vary?: { name: string; part: string }) {
  const parts: string[] = [];
  const fields: Record<string, unknown> = {};
  for (const q of queryParams(c.op)) {
    if (q.name === vary?.name) continue;
    if (!q.required) continue;
    const value = baselineValue(c, q.name, q.schema, fields);
    fields[q.name] = value;
    parts.push(queryPart(q.name, { json: value }));
  }
  if (vary?.part) parts.push(vary.part);
  return parts.join('&');
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A JSON request of the operation with body fields set to variants (the rest baseline). */
function jsonRequest(c: Ctx, vary: Record<string, Value>, query?: { name: string; part: string }): Built {
  const schema = bodySchemaOf(c.op);
  const body = schema ? baselineOf(c, schema) : undefined;
  const raws = new Map<string, string>();
  if (body)
    for (const [name, v] of Object.entries(vary)) {
      if ('missing' in v) delete body[name];
      else if ('raw' in v) {
        const marker = `__fuzz_raw_${raws.size}__`;
        raws.set(marker, v.raw);
        body[name] = marker;
      } else body[name] = v.json;
    }
  return {
    method: c.op.method,
    path: c.op.path,
    params: {},
    query: baselineQuery(c, query),
    headers: body ? JSON_HEADERS : {},
    payload: body ? jsonText(body, raws) : undefined,
  };
}

const EVIDENCE_JPEG = readFileSync(new URL('../test/fixtures/evidence.jpg', import.meta.url));

/** A PNG of the given size whose pixel data is all zeros (1-bit grey): small on the wire, huge decoded. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8);
  const rows = Math.min(height, Math.floor((64 * KB * KB) / row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(rows * row), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let bombs: { side: Buffer; huge: Buffer } | undefined;
const pngBombs = () => {
  bombs ??= { side: pngBomb(20_000, 20_000), huge: pngBomb(60_000, 60_000) };
  return bombs;
};

/** `n` bytes of noise from the seeded generator (xorshift over one seed it gives). */
function junk(n: number, rng: Rng): Buffer {
  const out = Buffer.alloc(n);
  let x = rng.int(1, 0x7fffffff);
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}
const jpeg = (
  content: Buffer | string = EVIDENCE_JPEG,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): FormFile => ({
  field: 'img_evidence[]',
  filename,
  content,
  contentType,
});

/** The file variants of the correction form (its `img_evidence[]`). */
const EVIDENCE_VARIANTS: Array<{
  label: string;
  files: (rng: Rng) => FormFile[];
  extra?: Record<string, string[]>;
}> = [
  { label: 'no file', files: () => [] },
  { label: 'junk bytes', files: (r) => [jpeg(junk(4 * KB, r), 'junk.jpg')] },
  { label: 'an empty file', files: () => [jpeg(Buffer.alloc(0))] },
  {
    label: 'a 2.1 MB file',
    files: (r) => [jpeg(Buffer.concat([EVIDENCE_JPEG, junk(Math.round(2.1 * KB * KB), r)]))],
  },
  { label: 'three images', files: () => [jpeg(), jpeg(), jpeg()] },
  {
    label: 'a PNG of 20000 x 20000 zeros (decompression bomb at the side limit)',
    files: () => [jpeg(pngBombs().side, 'bomb.png', 'image/png')],
  },
  { label: 'a PNG claiming 60000 x 60000', files: () => [jpeg(pngBombs().huge, 'bomb.png', 'image/png')] },
  { label: 'a truncated JPEG', files: () => [jpeg(EVIDENCE_JPEG.subarray(0, 40))] },
  { label: 'a JPEG named .html as text/html', files: () => [jpeg(EVIDENCE_JPEG, 'x.html', 'text/html')] },
  { label: 'HTML named .jpg', files: () => [jpeg(HTML, 'x.jpg')] },
  {
    label: 'an SVG with a script',
    files: () => [
      jpeg('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'x.svg', 'image/svg+xml'),
    ],
  },
  { label: 'a filename with a NUL byte', files: () => [jpeg(EVIDENCE_JPEG, 'a\u0000b.jpg')] },
  { label: 'a filename of 10 KB', files: () => [jpeg(EVIDENCE_JPEG, `${'a'.repeat(10 * KB)}.jpg`)] },
  { label: 'a path-traversal filename', files: () => [jpeg(EVIDENCE_JPEG, '../../../../etc/passwd')] },
  { label: 'a file under an unknown field', files: () => [{ ...jpeg(), field: 'other' }] },
  { label: 'ten files', files: () => Array.from({ length: 10 }, () => jpeg()) },
];

/** The file variants of the attendance import (its `file`), for the employee `code`. */
const IMPORT_VARIANTS: Array<{ label: string; files: (code: string, rng: Rng) => FormFile[] }> = (() => {
  const csv = (lines: string[]) => `employee_code,date,check_in,check_out\n${lines.join('\n')}\n`;
  const file = (content: Buffer | string, filename = 'attendance.csv'): FormFile => ({
    field: 'file',
    filename,
    content,
    contentType: 'text/csv',
  });
  const row = (code: string, date = '2026-01-05', from = '08:00') => `${code},${date},${from},17:30`;
  return [
    // The one valid file: the rest of the pipeline (rows, days, the write) must be reached too.
    {
      label: 'a valid file',
      files: (c) => [file(csv([row(c, '2026-01-05'), row(c, '2026-01-06', '09:00')]))],
    },
    { label: 'junk bytes', files: (_c, r) => [file(junk(4 * KB, r))] },
    { label: 'an empty file', files: () => [file('')] },
    { label: 'the header only', files: () => [file(csv([]))] },
    { label: 'a NUL byte in a cell', files: (c) => [file(csv([row(c, '2026-01-05', '08:00\u0000')]))] },
    {
      label: 'a lone surrogate in a cell (raw bytes)',
      files: (c) => [file(Buffer.concat([Buffer.from(csv([`${row(c)}`])), Buffer.from([0xed, 0xa0, 0x80])]))],
    },
    { label: 'year 9999', files: (c) => [file(csv([row(c, '9999-12-31')]))] },
    { label: 'year 0001', files: (c) => [file(csv([row(c, '0001-01-01')]))] },
    { label: 'an impossible date', files: (c) => [file(csv([row(c, '2026-02-30')]))] },
    { label: 'time 25:61', files: (c) => [file(csv([row(c, '2026-01-05', '25:61')]))] },
    { label: 'an unknown employee', files: () => [file(csv([row('NOBODY')]))] },
    { label: 'SQL in a cell', files: () => [file(csv([row(SQL)]))] },
    { label: 'a cell of 1 MB', files: () => [file(csv([row('x'.repeat(KB * KB))]))] },
    {
      label: '10,000 columns',
      files: () => [file(csv([Array.from({ length: 10_000 }, () => 'x').join(',')]))],
    },
    { label: '50,001 rows', files: (c) => [file(csv(Array.from({ length: 50_001 }, () => row(c))))] },
    {
      label: 'a 5.1 MB file',
      files: (_c, r) => [file(Buffer.concat([Buffer.from(csv([])), junk(Math.round(5.1 * KB * KB), r)]))],
    },
    {
      label: 'junk after a ZIP header (a broken XLSX)',
      files: (_c, r) => [file(Buffer.concat([Buffer.from('PK\u0003\u0004'), junk(2 * KB, r)]), 'a.xlsx')],
    },
    { label: 'two files', files: () => [file(csv([])), file(csv([]))] },
  ];
})();

const DEEP_JSON = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const BIG_JSON = JSON.stringify({ padding: HUGE_1M });
const BIG_QUERY = `zz=${'x'.repeat(Math.round(1.1 * KB * KB))}`;

/**
 * The whole-request variants every operation gets, each made from the operation's baseline
 * request and its JSON text.
 */
const REQUEST_VARIANTS: Array<{ label: string; make: (base: Built, text: string) => Built }> = (
  [
    ['malformed JSON', () => '{"a":', 'application/json'],
    ['truncated JSON', (t) => t.slice(0, Math.max(1, Math.floor(t.length / 2))), 'application/json'],
    ['a JSON array', () => '[1,2,3]', 'application/json'],
    ['a JSON string', () => '"x"', 'application/json'],
    ['a JSON number', () => '42', 'application/json'],
    ['JSON null', () => 'null', 'application/json'],
    ['JSON true', () => 'true', 'application/json'],
    ['an empty JSON body', () => '', 'application/json'],
    ['JSON as text/plain', (t) => t, 'text/plain'],
    ['a form-urlencoded body', () => 'a=1&b=2', 'application/x-www-form-urlencoded'],
    ['multipart to a JSON route', () => formData({ a: '1' }).payload, 'multipart/form-data; boundary=nope'],
    ['JSON in UTF-16', (t) => Buffer.from(t, 'utf16le'), 'application/json; charset=utf-16'],
    ['application/xml', () => '<a>1</a>', 'application/xml'],
    ['a body without a content type', (t) => t, undefined],
    ['a JSON body of 1.1 MB', () => BIG_JSON, 'application/json'],
    ['JSON nested 5,000 deep', () => DEEP_JSON, 'application/json'],
    [
      'a __proto__ key',
      (t) => `{"__proto__":{"isAdmin":true}${t.length > 2 ? `,${t.slice(1)}` : '}'}`,
      'application/json',
    ],
    [
      'a constructor.prototype key',
      (t) => `{"constructor":{"prototype":{"isAdmin":true}}${t.length > 2 ? `,${t.slice(1)}` : '}'}`,
      'application/json',
    ],
    [
      'an unknown field',
      (t) => `{"zz_unknown":1${t.length > 2 ? `,${t.slice(1)}` : '}'}`,
      'application/json',
    ],
    [
      'duplicate keys',
      (t) => (t.length > 2 ? `${t.slice(0, -1)},${t.slice(1)}` : '{"a":1,"a":2}'),
      'application/json',
    ],
    ['a byte-order mark', (t) => `\ufeff${t}`, 'application/json'],
    ['a NUL outside strings', (t) => `${t}\u0000`, 'application/json'],
    [
      'invalid UTF-8 bytes',
      () => Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      'application/json',
    ],
    ['a content type of 10 KB', (t) => t, `application/json; ${'x'.repeat(10 * KB)}`],
  ] as Array<[string, (t: string) => string | Buffer, string | undefined]>
).map(([label, payload, contentType]) => ({
  label,
  make: (base: Built, text: string): Built => ({
    ...base,
    headers: contentType ? { 'content-type': contentType } : ({} as Record<string, string>),
    payload: payload(text),
  }),
}));
REQUEST_VARIANTS.push({ label: 'a query string of 1.1 MB', make: (base) => ({ ...base, query: BIG_QUERY }) });

/** Every case of one operation, core first (`core`) and the rest (`more`). */
export function casesOf(op: Operation): { core: Case[]; more: Case[] } {
  const core: Case[] = [];
  const more: Case[] = [];
  const key = op.key;
  const ctxOf = (world: World, rng: Rng, caller: Caller): Ctx => ({ op, world, rng, caller });

  for (const v of REQUEST_VARIANTS)
    core.push({
      op,
      target: 'request',
      variant: v.label,
      build: (w, r, who) => {
        const base = jsonRequest(ctxOf(w, r, who), {});
        return v.make(base, typeof base.payload === 'string' ? base.payload : '{}');
      },
    });

  for (const param of pathParams(op))
    for (const v of PATH_VARIANTS)
      core.push({
        op,
        target: `path.${param.name}`,
        variant: v.label,
        build: (w, r, who) => ({
          ...jsonRequest(ctxOf(w, r, who), {}),
          params: { [param.name]: (v.value as { raw: string }).raw },
        }),
      });

  for (const param of queryParams(op)) {
    const kind = kindOf(param.schema);
    const add = (list: Case[], label: string, part: () => string) =>
      list.push({
        op,
        target: `query.${param.name}`,
        variant: label,
        build: (w, r, who) => jsonRequest(ctxOf(w, r, who), {}, { name: param.name, part: part() }),
      });
    for (const v of CORE[kind]) add(core, v.label, () => queryPart(param.name, v.value));
    for (const v of MORE[kind]) add(more, v.label, () => queryPart(param.name, v.value));
    for (const q of QUERY_ONLY) add(more, q.label, () => q.part(param.name));
  }

  if (MULTIPART_OPS.has(key)) {
    if (key === 'POST /api/timesheets/import') {
      for (const f of IMPORT_VARIANTS)
        core.push({
          op,
          target: 'file',
          variant: f.label,
          build: (_w, r) => {
            // HN0005: the member's code in the demo organisation.
            const { payload, headers } = formData({}, f.files('HN0005', r));
            return { method: op.method, path: op.path, params: {}, query: '', headers, payload };
          },
        });
      return { core, more };
    }
    const isUpdate = key.endsWith('{id}');
    const form = (c: Ctx, vary: Record<string, Value>, files?: FormFile[]) => {
      const base = baselineOf(c, CORRECTION_FORM);
      if (!isUpdate) delete base.keep_images;
      const fields: Record<string, string[]> = {};
      for (const [name, value] of Object.entries(base)) fields[name] = formValues({ json: value });
      for (const [name, v] of Object.entries(vary)) fields[name] = formValues(v);
      const { payload, headers } = formData(fields, files ?? (isUpdate ? [] : [jpeg()]));
      return { method: op.method, path: op.path, params: {}, query: '', headers, payload };
    };
    for (const [name, s] of Object.entries(CORRECTION_FORM.properties ?? {})) {
      const kind = kindOf(s);
      for (const v of [MISSING, ...CORE[kind]])
        core.push({
          op,
          target: `form.${name}`,
          variant: v.label,
          build: (w, r, who) => form(ctxOf(w, r, who), { [name]: v.value }),
        });
      for (const v of MORE[kind])
        more.push({
          op,
          target: `form.${name}`,
          variant: v.label,
          build: (w, r, who) => form(ctxOf(w, r, who), { [name]: v.value }),
        });
    }
    for (const f of EVIDENCE_VARIANTS)
      core.push({
        op,
        target: 'file',
        variant: f.label,
        build: (w, r, who) => form(ctxOf(w, r, who), {}, f.files(r)),
      });
    core.push({
      op,
      target: 'request',
      variant: 'multipart without a boundary',
      build: (w, r, who) => ({
        ...form(ctxOf(w, r, who), {}),
        headers: { 'content-type': 'multipart/form-data' },
      }),
    });
    core.push({
      op,
      target: 'request',
      variant: 'multipart cut short',
      build: (w, r, who) => {
        const f = form(ctxOf(w, r, who), {});
        return {
          ...f,
          payload: (f.payload as Buffer).subarray(0, Math.floor((f.payload as Buffer).length / 2)),
        };
      },
    });
    core.push({
      op,
      target: 'request',
      variant: '40 text fields',
      build: (w, r, who) => {
        const f = form(ctxOf(w, r, who), {});
        const extra = formData(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x'])));
        return { ...f, ...extra };
      },
    });
    return { core, more };
  }

  const schema = bodySchemaOf(op);
  for (const [name, s] of Object.entries(schema?.properties ?? {})) {
    const kind = kindOf(s);
    const add = (list: Case[], v: Variant) =>
      list.push({
        op,
        target: `body.${name}`,
        variant: v.label,
        build: (w, r, who) => jsonRequest(ctxOf(w, r, who), { [name]: v.value }),
      });
    add(core, MISSING);
    for (const v of CORE[kind]) add(core, v);
    for (const v of MORE[kind]) add(more, v);
  }
  return { core, more };
}

/** Two or three targets of one operation varied at once (after every single variant has run). */
export function mixCase(op: Operation, rng: Rng): Case {
  const schema = bodySchemaOf(op);
  const bodyNames = Object.keys(schema?.properties ?? {});
  const queries = queryParams(op);
  const pick = (s: JsonSchema) => rng.pick([...CORE[kindOf(s)], ...MORE[kindOf(s)]]);
  const vary: Record<string, Value> = {};
  const labels: string[] = [];
  for (let i = 0, n = rng.int(2, 3); i < n && bodyNames.length; i++) {
    const name = rng.pick(bodyNames);
    const v = pick(schema?.properties?.[name] as JsonSchema);
    vary[name] = v.value;
    labels.push(`${name}: ${v.label}`);
  }
  const q = queries.length ? rng.pick(queries) : undefined;
  const qv = q ? pick(q.schema) : undefined;
  if (q && qv) labels.push(`?${q.name}: ${qv.label}`);
  return {
    op,
    target: 'mix',
    variant: labels.join('; ') || 'baseline',
    build: (w, r, who) =>
      jsonRequest(
        { op, world: w, rng: r, caller: who },
        vary,
        q && qv ? { name: q.name, part: queryPart(q.name, qv.value) } : undefined,
      ),
  };
}

const DECISION = /\/(approve|approval\/\{id\}|cancel-approval)/;

/**
 * Who sends a case: the member and the administrator alternate; a decision is every other time the
 * first approver of the member's requests (else it never gets past "not your request"); the calls
 * that end a session get a fresh one, changing a password the throwaway account.
 */
export function callerOf(op: Operation, n: number): Caller {
  const member = n % 2 === 0;
  if (op.method === 'POST' && DECISION.test(op.path))
    return member ? 'approver' : n % 4 === 1 ? 'admin' : 'member';
  if (op.key === 'POST /api/logout' || op.key === 'POST /api/refresh-token')
    return member ? 'fresh-member' : 'fresh-admin';
  if (op.key === 'POST /api/change-password') return 'throwaway';
  return member ? 'member' : 'admin';
}
