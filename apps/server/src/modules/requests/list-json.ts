import fastJson from 'fast-json-stringify';
import { type ZodType, z } from 'zod';

type Schema = {
  type?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: unknown;
  definitions?: unknown;
  $defs?: unknown;
};

/**
 * Writes a list's answer, `{[key]: {...pagination, data: [items]}, ...rest}`, from each item's
 * JSON kept beside the item: a presented request is kept by version for the next pages
 * (`KeptItems` in engine.ts), and so are its bytes here (a WeakMap on the item, so they go when it
 * goes), so a page of 100 kept requests is written as 100 copies, not serialized field by field and
 * encoded to UTF-8 again (a fifth of a computed pending list's CPU, docs/SCALING.md). Each part is
 * written by fast-json-stringify from the route's own response schema, as the route's serializer
 * (plugins/serializer.ts) would: only the declared fields, the same bytes in the same order.
 */
export interface ListWriter {
  /**
   * The answer's bytes: `envelope` without its page's `data`, then `items` (never changed once
   * written). With `keep: false` (items made for this answer alone, never given again), neither
   * the items' bytes nor the answer are kept: each item is still encoded on its own, so the answer
   * is never one large string (a page of 200 timesheet rows with Vietnamese names was a 250 KB
   * two-byte string, allocated straight into the old generation at every request).
   */
  write(envelope: Record<string, unknown>, items: readonly object[], opts?: { keep: boolean }): Buffer;
}

interface Answer {
  writer: object;
  items: readonly object[];
  head: string;
  tail: string;
  bytes: Buffer;
}

/**
 * The answers written last, by their first item: the same items under the same envelope are the
 * same bytes, so a page read again (by another URL, or after a write that left its requests as
 * they were, which the read cache cannot know) is answered by the Buffer already written, not
 * copied again (84 KB for 100 requests: the allocation and the copies were a tenth of a computed
 * pending list's CPU). Nothing writes into an answer once it is sent, so one Buffer serves all.
 * Bounded: `count` answers and `budget` bytes, least recently used first.
 */
export class Answers {
  #byFirst = new Map<object, Answer>();
  #bytes = 0;
  constructor(
    readonly count: number,
    readonly budget: number,
  ) {}

  find(writer: object, items: readonly object[], head: string, tail: string): Buffer | undefined {
    const first = items[0];
    if (first === undefined) return undefined;
    const answer = this.#byFirst.get(first);
    if (
      !answer ||
      answer.writer !== writer ||
      answer.items.length !== items.length ||
      answer.head !== head ||
      answer.tail !== tail
    )
      return undefined;
    for (let i = 1; i < items.length; i++) if (answer.items[i] !== items[i]) return undefined;
    // The most recently used last.
    this.#byFirst.delete(first);
    this.#byFirst.set(first, answer);
    return answer.bytes;
  }

  keep(writer: object, items: readonly object[], head: string, tail: string, bytes: Buffer) {
    const first = items[0];
    if (first === undefined || bytes.length > this.budget) return;
    this.#drop(first);
    this.#byFirst.set(first, { writer, items: [...items], head, tail, bytes });
    this.#bytes += bytes.length;
    for (const oldest of this.#byFirst.keys()) {
      if (this.#byFirst.size <= this.count && this.#bytes <= this.budget) break;
      this.#drop(oldest);
    }
  }

  get size() {
    return { answers: this.#byFirst.size, bytes: this.#bytes };
  }

  #drop(first: object) {
    const answer = this.#byFirst.get(first);
    if (!answer) return;
    this.#byFirst.delete(first);
    this.#bytes -= answer.bytes.length;
  }
}

/** Every list's answers: 32 pages of 100 requests are about 2.7 MB. */
const answers = new Answers(32, 4 * 1024 * 1024);

const options = { target: 'draft-7', io: 'output', unrepresentable: 'throw' } as const;
const compile = (schema: object) => fastJson(schema as Parameters<typeof fastJson>[0]);
const without = (names: string[] | undefined, name: string) => names?.filter((n) => n !== name);
/** Shared definitions, if the schema has any, to go with each part that may refer to them. */
const defsOf = (root: Schema) => ({
  ...(root.definitions !== undefined && { definitions: root.definitions }),
  ...(root.$defs !== undefined && { $defs: root.$defs }),
});
/** An array's items as one schema (not a tuple's list of them), which a part is compiled from. */
const isItemSchema = (items: unknown): items is object =>
  typeof items === 'object' && items !== null && !Array.isArray(items);

/** A writer for the list `response` whose page is under `key`, or null where its schema has another shape. */
export function listWriter(response: ZodType, key: string): ListWriter | null {
  let root: Schema;
  try {
    root = z.toJSONSchema(response, options) as Schema;
  } catch {
    return null;
  }
  const page = root.properties?.[key];
  const items = page?.properties?.data?.items;
  const names = Object.keys(root.properties ?? {});
  const pageNames = Object.keys(page?.properties ?? {});
  // The page first in the answer and `data` last in the page: the places the parts are joined at.
  if (
    root.type !== 'object' ||
    page?.type !== 'object' ||
    names[0] !== key ||
    pageNames.at(-1) !== 'data' ||
    !isItemSchema(items)
  )
    return null;
  const defs = defsOf(root);
  const { data: _data, ...pageFields } = page.properties ?? {};
  const { [key]: _page, ...restFields } = root.properties ?? {};
  const writeItem = compile({ ...items, ...defs });
  const writePage = compile({
    ...page,
    ...defs,
    properties: pageFields,
    required: without(page.required, 'data'),
  });
  const writeRest = compile({ ...root, properties: restFields, required: without(root.required, key) });
  const open = `{${JSON.stringify(key)}:`;
  const assemble = assembler(writeItem, answers);

  const writer: ListWriter = {
    write(envelope, list, opts = { keep: true }) {
      const pageJson = writePage(envelope[key] as object);
      const restJson = writeRest(envelope);
      const head = `${open}${pageJson.slice(0, -1)}${pageJson === '{}' ? '' : ','}"data":[`;
      const tail = `]}${restJson === '{}' ? '}' : `,${restJson.slice(1)}`}`;
      return assemble(writer, list, head, tail, opts.keep);
    },
  };
  return writer;
}

/**
 * Joins `head`, each item's bytes (kept on the item while `keep`) comma-separated, and `tail` into
 * one Buffer, or gives the Buffer `answers` kept for the same parts.
 */
function assembler(writeItem: (item: unknown) => string, answers: Answers) {
  const bytesOf = new WeakMap<object, Buffer>();
  return (writer: object, list: readonly object[], head: string, tail: string, keep: boolean) => {
    const again = keep ? answers.find(writer, list, head, tail) : undefined;
    if (again) return again;
    const headBytes = Buffer.from(head);
    const tailBytes = Buffer.from(tail);
    const parts: Buffer[] = [];
    let length = headBytes.length + tailBytes.length + Math.max(0, list.length - 1);
    for (const item of list) {
      let bytes = keep ? bytesOf.get(item) : undefined;
      if (!bytes) {
        bytes = Buffer.from(writeItem(item));
        if (keep) bytesOf.set(item, bytes);
      }
      parts.push(bytes);
      length += bytes.length;
    }
    const out = Buffer.allocUnsafe(length);
    let at = headBytes.copy(out, 0);
    for (let i = 0; i < parts.length; i++) {
      if (i > 0) out[at++] = 0x2c; // ,
      at += (parts[i] as Buffer).copy(out, at);
    }
    tailBytes.copy(out, at);
    if (keep) answers.keep(writer, list, head, tail, out);
    return out;
  };
}

/** Writes an answer `{...rest, [key]: [items]}` (the array first or last among its fields). */
export interface ArrayWriter {
  /** The answer's bytes: `envelope`'s fields but `key`, and `items` (kept: never changed once written). */
  write(envelope: Record<string, unknown>, items: readonly object[]): Buffer;
}

/**
 * A writer for the answer `response` whose array of items is under `key`, the first or the last of
 * its fields, or null where its schema has another shape. Items shared between answers (a person's
 * computed month, kept while its inputs hold: timesheets.service.ts) keep their bytes, and the
 * answers last written (`count`, within `budget` bytes) are given again as they are.
 */
export function arrayWriter(
  response: ZodType,
  key: string,
  count = 64,
  budget = 1024 * 1024,
): ArrayWriter | null {
  let root: Schema;
  try {
    root = z.toJSONSchema(response, options) as Schema;
  } catch {
    return null;
  }
  const names = Object.keys(root.properties ?? {});
  const array = root.properties?.[key];
  const items = array?.items;
  const first = names[0] === key;
  if (
    root.type !== 'object' ||
    array?.type !== 'array' ||
    (!first && names.at(-1) !== key) ||
    !isItemSchema(items)
  )
    return null;
  const defs = defsOf(root);
  const { [key]: _array, ...restFields } = root.properties ?? {};
  const writeItem = compile({ ...items, ...defs });
  const writeRest = compile({ ...root, properties: restFields, required: without(root.required, key) });
  const name = `${JSON.stringify(key)}:[`;
  const assemble = assembler(writeItem, new Answers(count, budget));
  const writer: ArrayWriter = {
    write(envelope, list) {
      const rest = writeRest(envelope);
      const head = first ? `{${name}` : `${rest === '{}' ? '{' : `${rest.slice(0, -1)},`}${name}`;
      const tail = first ? (rest === '{}' ? ']}' : `],${rest.slice(1)}`) : ']}';
      return assemble(writer, list, head, tail, true);
    },
  };
  return writer;
}
