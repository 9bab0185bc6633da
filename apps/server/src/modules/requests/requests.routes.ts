import type { IncomingMessage, ServerResponse } from 'node:http';
import { paginationOf, ZBulkResult, ZDeleted, ZErrorBody, ZIdParam } from '@staffhub/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import { type Actor, type AuthContext, requireAdmin, requireAuth } from '../../plugins/auth';
import type { ReadCacheMode } from '../../plugins/read-cache';
import type { EngineDeps, Presented, requestEngine } from './engine';
import { type ListWriter, listWriter } from './list-json';
import type { ListFilter } from './requests.repository';

/** The Fastify instance a routes plugin gets (zod schemas, typed requests). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the standard routes call of a kind's engine. */
export type RoutedService<Item extends object, Input, D, Deps extends EngineDeps> = Pick<
  ReturnType<typeof requestEngine<never, Input, never, Item, Deps, D>>,
  | 'page'
  | 'mine'
  | 'everyone'
  | 'forApprover'
  | 'showApproval'
  | 'bulkApprove'
  | 'act'
  | 'cancelApproval'
  | 'detail'
  | 'create'
  | 'update'
  | 'remove'
>;

/** A kind's decision values ('approve', 2...): a primitive, so a spec's literals stay literal. */
type Decision = string | number;

/** The error answers a kind's routes document, unless it names more (uploads: 413, 415). */
export const REQUEST_ERRORS: Record<number, ZodType> = {
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  422: ZErrorBody,
};

/** The usual decision body: status 2 approves, 3 rejects, with an optional comment. */
export const approveOrReject = (body: { status: 2 | 3; comment?: string | null | undefined }) => ({
  decision: body.status === 2 ? ('approve' as const) : ('reject' as const),
  comment: body.comment ?? null,
});

/** The paths of a kind's standard routes. */
export interface RequestPaths {
  mine: string;
  approval: string;
  manage: string;
  showApproval: string;
  bulkApprove: string;
  decide: string;
  cancelApproval: string;
  detail: string;
  edit: string;
  create: string;
  update: string;
  remove: string;
}

/** The REST layout most kinds share under their base (the web's `standardPaths` mirrors it). */
export function standardPaths(base: string, differs: Partial<RequestPaths> = {}): RequestPaths {
  return {
    mine: base,
    approval: `${base}/approval`,
    manage: `${base}/manage`,
    showApproval: `${base}/show-approval/:id`,
    bulkApprove: `${base}/approve/list-request`,
    decide: `${base}/approve/:id`,
    cancelApproval: `${base}/cancel-approval/:id`,
    detail: `${base}/:id`,
    edit: `${base}/:id/edit`,
    create: base,
    update: `${base}/:id`,
    remove: `${base}/:id`,
    ...differs,
  };
}

/** A list query as the engine reads it. */
export type ListQuery = ListFilter & {
  page: number;
  per_page: number;
  /** Mine: only my requests on which this employee is an approver (overtime, leave). */
  approve_person?: number | undefined;
  /** Approval lists: 1 waiting for me now; 2, 3 the entries I left in that status. */
  approveStatus?: number | undefined;
};

/** A paged list: `{[key]: {data, ...pagination}, [total]: count, ...more}`. */
export interface ListRoute<Q extends ListQuery, Item> {
  summary: string;
  query: ZodType<Q>;
  response: ZodType;
  /** The envelope key of the page (`overTimeRequests`). */
  key: string;
  /** The engine's filter, where the kind's query names a field differently (default: the query). */
  filter?: (q: Q) => ListQuery;
  /** What the kind adds to the answer, read beside the page. */
  more?: (me: Actor, q: Q) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Tags other than the kind's (a list shown in another area). */
  tags?: string[];
  /**
   * Each item as this list shows it (default: as it is): a new object, never the item changed in
   * place (the engine keeps presented items for the next pages, `KeptItems`).
   */
  item?: (item: Item) => unknown;
}

interface Described {
  summary: string;
}

/** A kind's standard routes: its paths, envelope, schemas and the few extras its answers carry. */
export interface RequestRouteSpec<
  Item extends object,
  Input,
  D extends Decision,
  One,
  MineQ extends ListQuery,
  ApprovalQ extends ListQuery,
  ManageQ extends ListQuery,
  DecisionBody,
> {
  /** Where the kind's routes hang (`/overtime-requests`), and the paths that differ from the standard. */
  base: string;
  paths?: Partial<RequestPaths>;
  tags: string[];
  /** The error answers every route documents (default: `REQUEST_ERRORS`). */
  errors?: Record<number, ZodType>;
  /** One item in its envelope (`{ overTimeRequest: item }`), and that answer's schema. */
  one: { wrap: (item: Item) => One; response: ZodType<One> };
  /** The key of the count both lists carry: my matches in mine, those waiting for me in the other. */
  total?: string;
  /** My requests. */
  mine?: ListRoute<MineQ, Item>;
  /** Requests on which I am an approver. */
  approval?: ListRoute<ApprovalQ, Item>;
  /** Administrators: everybody's requests (no count beside the page). */
  manage?: ListRoute<ManageQ, Item>;
  /** One request, whether I may approve or cancel my approval now, and what the kind adds. */
  showApproval?: Described & {
    response: ZodType;
    more?: (
      view: Awaited<ReturnType<RoutedService<Item, Input, D, EngineDeps>['showApproval']>>,
      me: Actor,
    ) => Record<string, unknown>;
  };
  bulkApprove?: Described & { body: ZodType<{ ids: number[]; comment?: string | null | undefined }> };
  /** Approve or reject: the kind's body, and the engine decision and comment it means. */
  decide?: Described & {
    body: ZodType<DecisionBody>;
    decision: (body: DecisionBody) => { decision: NoInfer<D>; comment: string | null };
  };
  cancelApproval?: Described;
  detail?: Described;
  /** The edit screen's data: the request and what the kind's form needs beside it. */
  edit?: Described & {
    response: ZodType;
    data: (me: Actor, item: Item) => Promise<Record<string, unknown>>;
  };
  create?: Described & { body: ZodType<Input> };
  update?: Described & { body: ZodType<Input>; methods?: Array<'POST' | 'PUT'> };
  remove?: Described;
}

type Parsed<S> = S extends ZodType ? z.output<S> : undefined;

/** How a route is documented and validated: its summary, the parts it reads, its 200 answer. */
export interface RouteSchema<Q, P, B> {
  summary: string;
  query?: Q;
  params?: P;
  body?: B;
  /** The 200 answer; the kind's error answers are documented beside it. Without it, none are. */
  response?: ZodType;
  /** Tags other than the kind's. */
  tags?: string[];
  consumes?: string[];
  /** A read whose answers may be reused while the data is unchanged (plugins/read-cache.ts). */
  readCache?: ReadCacheMode;
}

/** A handler of a signed-in person's request, with the parts the schema parsed. */
export type RouteHandler<Q, P, B> = (
  me: AuthContext,
  request: FastifyRequest & { query: Parsed<Q>; params: Parsed<P>; body: Parsed<B> },
  reply: FastifyReply,
) => unknown;

/**
 * A kind's routes, each documented with its tags and error answers, behind sign-in: the standard
 * ones register through it, and so do a kind's own (create data, statistics, multipart writes).
 */
export function kindRoutes(app: ZodApp, tags: string[], errors: Record<number, ZodType> = REQUEST_ERRORS) {
  const add =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    <
      Q extends ZodType | undefined = undefined,
      P extends ZodType | undefined = undefined,
      B extends ZodType | undefined = undefined,
    >(
      url: string,
      schema: RouteSchema<Q, P, B>,
      handler: RouteHandler<Q, P, B>,
    ) =>
      app.route({
        method,
        url,
        schema: {
          tags: schema.tags ?? tags,
          summary: schema.summary,
          ...(schema.consumes && { consumes: schema.consumes }),
          ...(schema.query && { querystring: schema.query }),
          ...(schema.params && { params: schema.params }),
          ...(schema.body && { body: schema.body }),
          ...(schema.response && { response: { 200: schema.response, ...errors } }),
        },
        ...(schema.readCache && { config: { readCache: schema.readCache } }),
        handler: (request, reply) => handler(requireAuth(request), request as never, reply),
      });
  return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') };
}

/**
 * Registers a kind's standard routes, each validating, calling one engine method and wrapping the
 * answer in the kind's envelope; returns the kind's `kindRoutes` for its own routes (Fastify's
 * router prefers a static segment such as `/create` to `:id`, whatever the order).
 */
export function requestRoutes<
  Item extends object,
  Input,
  D extends Decision,
  Deps extends EngineDeps,
  One extends object,
  MineQ extends ListQuery = ListQuery,
  ApprovalQ extends ListQuery = ListQuery,
  ManageQ extends ListQuery = ListQuery,
  DecisionBody = never,
>(
  app: ZodApp,
  deps: Deps,
  svc: RoutedService<Item, Input, D, Deps>,
  spec: RequestRouteSpec<Presented<Item>, Input, D, One, MineQ, ApprovalQ, ManageQ, DecisionBody>,
) {
  const { one } = spec;
  const paths = standardPaths(spec.base, spec.paths);
  const route = kindRoutes(app, spec.tags, spec.errors);
  const id = { params: ZIdParam };

  /** One page, its count and the kind's extras, in the kind's envelope. */
  const listPage = async <Q extends ListQuery>(
    list: ListRoute<Q, Presented<Item>>,
    path: string,
    me: Actor,
    q: Q,
    scope: 'mine' | 'approval' | 'manage',
    reply: FastifyReply,
  ) => {
    const where =
      scope === 'mine'
        ? svc.mine(me, q.approve_person)
        : scope === 'approval'
          ? svc.forApprover(me.employeeId, q.approveStatus)
          : svc.everyone();
    const [{ items, total, waiting }, more] = await Promise.all([
      svc.page(deps, me, where, list.filter?.(q) ?? q, scope === 'approval' ? me.employeeId : undefined),
      list.more?.(me, q) ?? {},
    ]);
    const pagination = paginationOf(total, q.page, q.per_page, `/api${path}`);
    const rest = { ...(scope !== 'manage' && spec.total && { [spec.total]: waiting ?? total }), ...more };
    const writer = writerOf(scope, list);
    if (writer) {
      reply.type('application/json; charset=utf-8');
      return writer.write({ [list.key]: pagination, ...rest }, items);
    }
    const data = list.item ? items.map(list.item) : items;
    return { [list.key]: { data, ...pagination }, ...rest };
  };
  /**
   * The lists that show their items as kept are written from the items' kept bytes (`listWriter`),
   * each writer built at its list's first answer, as the route serializers are (plugins/serializer.ts).
   */
  const writers: Partial<Record<'mine' | 'approval' | 'manage', ListWriter | null>> = {};
  const writerOf = (
    scope: 'mine' | 'approval' | 'manage',
    list: { item?: unknown; response: ZodType; key: string },
  ) => {
    let writer = writers[scope];
    if (writer === undefined) {
      writer = list.item ? null : listWriter(list.response, list.key);
      writers[scope] = writer;
    }
    return writer;
  };
  const lists = { mine: spec.mine, approval: spec.approval, manage: spec.manage };
  for (const scope of ['mine', 'approval', 'manage'] as const) {
    const list = lists[scope] as ListRoute<ListQuery, Presented<Item>> | undefined;
    if (!list) continue;
    const path = paths[scope];
    // Editability in the items depends on today, the rest on the data and the person.
    const schema = {
      summary: list.summary,
      tags: list.tags,
      query: list.query,
      response: list.response,
      readCache: 'day' as const,
    };
    route.get(path, schema, (me, request, reply) =>
      listPage(list, path, scope === 'manage' ? requireAdmin(me) : me, request.query, scope, reply),
    );
  }

  const { showApproval } = spec;
  if (showApproval) {
    route.get(paths.showApproval, { ...showApproval, ...id }, async (me, request) => {
      const view = await svc.showApproval(deps, me, request.params.id);
      return {
        ...one.wrap(view.item),
        can_approve: view.can_approve,
        can_cancel: view.can_cancel,
        ...showApproval.more?.(view, me),
      };
    });
  }

  const { bulkApprove } = spec;
  if (bulkApprove) {
    route.post(paths.bulkApprove, { ...bulkApprove, response: ZBulkResult }, (me, request) =>
      svc.bulkApprove(deps, me, request.body.ids, request.body.comment ?? null),
    );
  }

  const { decide } = spec;
  if (decide) {
    route.post(paths.decide, { ...decide, ...id, response: one.response }, async (me, request) => {
      const { decision, comment } = decide.decision(request.body as DecisionBody);
      await svc.act(deps, me, request.params.id, decision, comment);
      return one.wrap(await svc.detail(deps, me, request.params.id));
    });
  }

  const { cancelApproval } = spec;
  if (cancelApproval) {
    route.post(
      paths.cancelApproval,
      { ...cancelApproval, ...id, response: one.response },
      async (me, request) => {
        await svc.cancelApproval(deps, me, request.params.id);
        return one.wrap(await svc.detail(deps, me, request.params.id));
      },
    );
  }

  const { detail } = spec;
  if (detail) {
    route.get(paths.detail, { ...detail, ...id, response: one.response }, async (me, request) =>
      one.wrap(await svc.detail(deps, me, request.params.id)),
    );
  }

  const { edit } = spec;
  if (edit) {
    route.get(paths.edit, { ...edit, ...id }, async (me, request) => {
      const item = await svc.detail(deps, me, request.params.id);
      return { ...one.wrap(item), ...(await edit.data(me, item)) };
    });
  }

  const { create } = spec;
  if (create) {
    route.post(paths.create, { ...create, response: one.response }, async (me, request) =>
      one.wrap(await svc.create(deps, me, request.body as Input)),
    );
  }

  const { update } = spec;
  if (update) {
    for (const method of update.methods ?? ['POST']) {
      route[method === 'PUT' ? 'put' : 'post'](
        paths.update,
        { ...update, ...id, response: one.response },
        async (me, request) => one.wrap(await svc.update(deps, me, request.params.id, request.body as Input)),
      );
    }
  }

  const { remove } = spec;
  if (remove) {
    route.delete(paths.remove, { ...remove, ...id, response: ZDeleted }, async (me, request) => {
      await svc.remove(deps, me, request.params.id);
      return { message: 'Deleted.' };
    });
  }
  return route;
}
