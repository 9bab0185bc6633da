import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<ZodType>>[0];

/** The route's writer: fast-json-stringify's from its JSON Schema, else the zod serializer. */
function compile(routeSchema: RouteSchema): Serialize {
  try {
    const json = z.toJSONSchema(routeSchema.schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
    const stringify = fastJson(json as Parameters<typeof fastJson>[0]);
    return (data) => stringify(data);
  } catch {
    return zodSerializer(routeSchema as Parameters<typeof zodSerializer>[0]) as Serialize;
  }
}

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod schema: it
 * writes only the declared fields (nothing undeclared can leak) and is several times faster than
 * validating with zod and calling JSON.stringify, which matters on pages of hundreds of rows.
 * A schema that has no JSON Schema form falls back to the zod serializer.
 *
 * Each writer is built at its route's first answer, not at start: Fastify asks for one per route
 * and status at start, and all of them (their JSON Schemas and generated code, whose source V8
 * keeps) were built before the first request, most for routes a given server may never answer;
 * built when used, the server starts 20-30 MB smaller (docs/DECISIONS.md "The server's memory").
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (routeSchema) => {
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= compile(routeSchema);
    return serialize(data);
  };
};
