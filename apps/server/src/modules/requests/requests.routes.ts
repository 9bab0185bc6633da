import type { IncomingMessage, ServerResponse } from 'node:http';
import { paginationOf, ZBulkResult, ZDeleted, ZIdParam } from '@staffhub/domain';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { type Actor, requireAuth } from '../../plugins/auth';
import type { EngineDeps, requestEngine } from './engine';
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
export type RoutedService<Item, Input, D, Deps extends EngineDeps> = Pick<
  ReturnType<typeof requestEngine<never, Input, never, Item, Deps, D>>,
  | 'page'
  | 'mine'
  | 'forApprover'
  | 'countWaitingFor'
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
export interface ListRoute<Q extends ListQuery> {
  path: string;
  summary: string;
  query: ZodType<Q>;
  response: ZodType;
  /** The envelope key of the page (`overTimeRequests`). */
  key: string;
  /** The key of the count: my matches in my list, the requests waiting for me in the approval list. */
  total: string;
  /** The engine's filter, where the kind's query names a field differently (default: the query). */
  filter?: (q: Q) => ListQuery;
  /** What the kind adds to the answer, read beside the page. */
  more?: (me: Actor, q: Q) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

interface Described {
  path: string;
  summary: string;
}

/** A kind's standard routes: its paths, envelope, schemas and the few extras its answers carry. */
export interface RequestRouteSpec<
  Item,
  Input,
  D extends Decision,
  One,
  MineQ extends ListQuery,
  ApprovalQ extends ListQuery,
  DecisionBody,
> {
  tags: string[];
  /** The error answers every route documents. */
  errors: Record<number, ZodType>;
  /** One item in its envelope (`{ overTimeRequest: item }`), and that answer's schema. */
  one: { wrap: (item: Item) => One; response: ZodType<One> };
  /** My requests. */
  mine?: ListRoute<MineQ>;
  /** Requests on which I am an approver. */
  approval?: ListRoute<ApprovalQ>;
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

/**
 * Registers a kind's standard routes, each validating, calling one engine method and wrapping the
 * answer in the kind's envelope. Static paths go before the `:id` ones (a kind registers its own
 * static paths before calling this), although Fastify's router prefers a static segment anyway.
 */
export function requestRoutes<
  Item,
  Input,
  D extends Decision,
  Deps extends EngineDeps,
  One extends object,
  MineQ extends ListQuery = ListQuery,
  ApprovalQ extends ListQuery = ListQuery,
  DecisionBody = never,
>(
  app: ZodApp,
  deps: Deps,
  svc: RoutedService<Item, Input, D, Deps>,
  spec: RequestRouteSpec<Item, Input, D, One, MineQ, ApprovalQ, DecisionBody>,
) {
  // Fastify types a generic schema's request parts loosely: the casts name what the schema parsed.
  const { tags, errors, one } = spec;
  // The spec ties the envelope to its schema; inside, the reply is checked by the schema at run time.
  const oneResponse: Record<number, ZodType> = { 200: one.response, ...errors };
  const describe = (r: Described) => ({ tags, summary: r.summary });

  /** One page, its count and the kind's extras, in the kind's envelope. */
  const listPage = async <Q extends ListQuery>(
    route: ListRoute<Q>,
    me: Actor,
    q: Q,
    scope: 'mine' | 'approval',
  ) => {
    const filter = route.filter?.(q) ?? q;
    const [{ items, total }, count, more] = await Promise.all([
      svc.page(
        deps,
        me,
        scope === 'mine' ? svc.mine(me, q.approve_person) : svc.forApprover(me.employeeId, q.approveStatus),
        filter,
      ),
      scope === 'mine' ? null : svc.countWaitingFor(deps.db, me.employeeId),
      route.more?.(me, q) ?? {},
    ]);
    return {
      [route.key]: { data: items, ...paginationOf(total, q.page, q.per_page, `/api${route.path}`) },
      [route.total]: count ?? total,
      ...more,
    };
  };

  const { mine, approval } = spec;
  if (mine) {
    app.get(
      mine.path,
      { schema: { ...describe(mine), querystring: mine.query, response: { 200: mine.response, ...errors } } },
      (request) => listPage(mine, requireAuth(request), request.query as MineQ, 'mine'),
    );
  }
  if (approval) {
    app.get(
      approval.path,
      {
        schema: {
          ...describe(approval),
          querystring: approval.query,
          response: { 200: approval.response, ...errors },
        },
      },
      (request) => listPage(approval, requireAuth(request), request.query as ApprovalQ, 'approval'),
    );
  }

  const { showApproval } = spec;
  if (showApproval) {
    app.get(
      showApproval.path,
      {
        schema: {
          ...describe(showApproval),
          params: ZIdParam,
          response: { 200: showApproval.response, ...errors },
        },
      },
      async (request) => {
        const me = requireAuth(request);
        const view = await svc.showApproval(deps, me, request.params.id);
        return {
          ...one.wrap(view.item),
          can_approve: view.can_approve,
          can_cancel: view.can_cancel,
          ...showApproval.more?.(view, me),
        };
      },
    );
  }

  const { bulkApprove } = spec;
  if (bulkApprove) {
    app.post(
      bulkApprove.path,
      {
        schema: {
          ...describe(bulkApprove),
          body: bulkApprove.body,
          response: { 200: ZBulkResult, ...errors },
        },
      },
      (request) => {
        const body = request.body as { ids: number[]; comment?: string | null };
        return svc.bulkApprove(deps, requireAuth(request), body.ids, body.comment ?? null);
      },
    );
  }

  const { decide } = spec;
  if (decide) {
    app.post(
      decide.path,
      { schema: { ...describe(decide), params: ZIdParam, body: decide.body, response: oneResponse } },
      async (request) => {
        const me = requireAuth(request);
        const { decision, comment } = decide.decision(request.body as DecisionBody);
        await svc.act(deps, me, request.params.id, decision, comment);
        return one.wrap(await svc.detail(deps, me, request.params.id));
      },
    );
  }

  const { cancelApproval } = spec;
  if (cancelApproval) {
    app.post(
      cancelApproval.path,
      { schema: { ...describe(cancelApproval), params: ZIdParam, response: oneResponse } },
      async (request) => {
        const me = requireAuth(request);
        await svc.cancelApproval(deps, me, request.params.id);
        return one.wrap(await svc.detail(deps, me, request.params.id));
      },
    );
  }

  const { detail } = spec;
  if (detail) {
    app.get(
      detail.path,
      { schema: { ...describe(detail), params: ZIdParam, response: oneResponse } },
      async (request) => one.wrap(await svc.detail(deps, requireAuth(request), request.params.id)),
    );
  }

  const { edit } = spec;
  if (edit) {
    app.get(
      edit.path,
      { schema: { ...describe(edit), params: ZIdParam, response: { 200: edit.response, ...errors } } },
      async (request) => {
        const me = requireAuth(request);
        const item = await svc.detail(deps, me, request.params.id);
        return { ...one.wrap(item), ...(await edit.data(me, item)) };
      },
    );
  }

  const { create } = spec;
  if (create) {
    app.post(
      create.path,
      { schema: { ...describe(create), body: create.body, response: oneResponse } },
      async (request) => one.wrap(await svc.create(deps, requireAuth(request), request.body as Input)),
    );
  }

  const { update } = spec;
  if (update) {
    for (const method of update.methods ?? ['POST']) {
      app.route({
        method,
        url: update.path,
        schema: { ...describe(update), params: ZIdParam, body: update.body, response: oneResponse },
        handler: async (request) =>
          one.wrap(await svc.update(deps, requireAuth(request), request.params.id, request.body as Input)),
      });
    }
  }

  const { remove } = spec;
  if (remove) {
    app.delete(
      remove.path,
      { schema: { ...describe(remove), params: ZIdParam, response: { 200: ZDeleted, ...errors } } },
      async (request) => {
        await svc.remove(deps, requireAuth(request), request.params.id);
        return { message: 'Deleted.' };
      },
    );
  }
}
