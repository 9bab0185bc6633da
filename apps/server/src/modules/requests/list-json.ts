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
  /** The answer's bytes: `envelope` without its page's `data`, then `items` (never changed once written). */
  write(envelope: Record<string, unknown>, items: readonly object[]): Buffer;
}

const options = { target: 'draft-7', io: 'output', unrepresentable: 'throw' } as const;
const compile = (schema: object) => fastJson(schema as Parameters<typeof fastJson>[0]);
const without = (names: string[] | undefined, name: string) => names?.filter((n) => n !== name);

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
    !items ||
    typeof items !== 'object' ||
    Array.isArray(items)
  )
    return null;
  // Shared definitions, if the schema has any, go with each part that may refer to them.
  const defs = {
    ...(root.definitions !== undefined && { definitions: root.definitions }),
    ...(root.$defs !== undefined && { $defs: root.$defs }),
  };
  const { data: _data, ...pageFields } = page.properties ?? {};
  const { [key]: _page, ...restFields } = root.properties ?? {};
  const writeItem = compile({ ...(items as object), ...defs });
  const writePage = compile({
    ...page,
    ...defs,
    properties: pageFields,
    required: without(page.required, 'data'),
  });
  const writeRest = compile({ ...root, properties: restFields, required: without(root.required, key) });
  const open = `{${JSON.stringify(key)}:`;
  const bytesOf = new WeakMap<object, Buffer>();

  return {
    write(envelope, list) {
      const pageJson = writePage(envelope[key] as object);
      const restJson = writeRest(envelope);
      const head = Buffer.from(`${open}${pageJson.slice(0, -1)}${pageJson === '{}' ? '' : ','}"data":[`);
      const tail = Buffer.from(`]}${restJson === '{}' ? '}' : `,${restJson.slice(1)}`}`);
      const parts: Buffer[] = [head];
      let length = head.length + tail.length + Math.max(0, list.length - 1);
      for (const item of list) {
        let bytes = bytesOf.get(item);
        if (!bytes) {
          bytes = Buffer.from(writeItem(item));
          bytesOf.set(item, bytes);
        }
        parts.push(bytes);
        length += bytes.length;
      }
      const out = Buffer.allocUnsafe(length);
      let at = head.copy(out, 0);
      for (let i = 1; i < parts.length; i++) {
        if (i > 1) out[at++] = 0x2c; // ,
        at += (parts[i] as Buffer).copy(out, at);
      }
      tail.copy(out, at);
      return out;
    },
  };
}
