import {
  canCancelApproval,
  checkChosenApprovers,
  type Decision,
  decide,
  decideAsAssignee,
  type ErrorCode,
  type FieldErrors,
  type LockedAction,
  type LockedArea,
  lockCodeOf,
  monthOf,
  type Outcome,
  REQUEST_MAX_SPAN_DAYS,
  type RequestStatus,
  requestSpanErrors,
  resolveApprovers,
  type Step,
  todayIn,
  undecidedBlock,
} from '@staffhub/domain';
import { and, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { noteTables, readingInto } from '../../db/changes';
import { type Db, dataChanges } from '../../db/client';
import { approvalSteps } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import { deleteRequest, eachApproved, recordDecision, startApprovals } from '../approvals/lifecycle';
import { delegateNewSteps } from '../delegations/delegations.steps';
import { markReadAbout } from '../notifications/notifications.repository';
import { KeptItems } from './kept-items';
import { authorize, type PolicyCodes } from './requests.policy';
import * as repo from './requests.repository';

export interface EngineDeps {
  db: Db;
  now: () => Date;
}

/** What a kind's validation hands back: the approval steps, and the kind's own columns to write. */
export interface Checked<Values> {
  steps: ReadonlyArray<{ level: number; approverId: number }>;
  values: Values;
}

/** What a kind's rules can see while they run (inside the writing transaction). */
export interface RuleContext<Deps extends EngineDeps = EngineDeps, Row = unknown> {
  /** The transaction: every read of a rule goes through it. */
  db: Db;
  deps: Deps;
  /** The request being edited, as locked (undefined when creating). */
  current: Row | undefined;
  /** Work to undo if the write does not commit (e.g. files stored for it). */
  onRollback: (undo: () => Promise<unknown>) => void;
  /** Work to do once the write is committed (e.g. files it no longer refers to). */
  afterCommit: (work: () => Promise<unknown>) => void;
  actor: Actor;
  now: Date;
  today: string;
  action: 'create' | 'edit';
  /** The request being edited (not counted against itself in overlap or balance checks). */
  exceptId: number | undefined;
  /** The days the input asks for. */
  span: Span;
  /**
   * Whether the requester has another request (not the one edited) matching `m`; by default a
   * pending or approved one. With `span`: the overlap rule of every kind.
   */
  hasOther: (m: repo.RequestMatch) => Promise<boolean>;
}

type ApproverEntry = ReturnType<typeof approvals.approverEntry>;

/** What every kind presents the same way, and what a kind's own fields are made from. */
export interface CommonItem {
  /**
   * The fields the kinds' items share, under the spec's names; the engine adds them to each item,
   * whose schema keeps those it declares (the serializer writes nothing else).
   */
  fields: {
    id: number;
    employee_id: number;
    employee: {
      id: number;
      employee_code: string;
      name: string;
      position_name: string | null;
      division_name: string | null;
      foot_name: string | null;
    };
    status: number;
    approve_person_1: ApproverEntry | null;
    approve_person_2: ApproverEntry | null;
    approve_person_3: ApproverEntry | null;
    approvers: ApproverEntry[];
    created_at: string;
    can_edit: boolean;
    can_delete: boolean;
  };
  steps: readonly Step[];
  /** Who is looking (some fields are the viewer's own, e.g. their step's status). */
  viewerId: number;
  names: ReadonlyMap<number, string>;
  /** Photo URLs of the same people (null: the default image). */
  avatars: ReadonlyMap<number, string | null>;
}

/**
 * How a kind's approvers decide. The default is the domain's `decide` (approve, reject, cancel my
 * approval); corrections have their own (approve, reject, the administrator's offer).
 */
export interface DecisionRule<D> {
  decide: (
    steps: readonly Step[],
    status: RequestStatus,
    actorId: number,
    decision: D,
    comment: string | null,
    at: string,
  ) => { ok: true; outcome: Outcome } | { ok: false; code: ErrorCode; field?: string };
  /** The audit action's suffix (`overtime.approve`). */
  name: (decision: D) => string;
  /** The decision bulk approval makes. */
  approve: D;
  /** Whether the requester hears of this decision even while the request is still pending. */
  tellRequester?: (decision: D) => boolean;
  /** The error for a refusal, when a kind words it (default: the code alone). */
  refusal?: (decision: D, code: ErrorCode, field?: string) => AppError;
  /**
   * Cancel my approval, where the kind has it: the decision that means it, and whether `decide`
   * would accept it now (the approval view's `can_cancel`). Without it the kind has no cancel.
   */
  cancel?: {
    decision: D;
    allowed: (steps: readonly Step[], status: RequestStatus, actorId: number) => boolean;
  };
}

/**
 * The approver a decision was made for, when the actor decides as their delegate (the audit's
 * `on_behalf_of`), and the one it escalated from, when it reached the actor so (`escalated_from`).
 */
function heldForData(steps: readonly Step[], actorId: number) {
  const held = steps.find((s) => s.approverId === actorId && (s.onBehalfOf || s.escalatedFrom));
  return {
    ...(held?.onBehalfOf ? { on_behalf_of: held.onBehalfOf } : {}),
    ...(held?.escalatedFrom ? { escalated_from: held.escalatedFrom } : {}),
  };
}

const standardDecisions: DecisionRule<Decision> = {
  decide: (steps, status, actorId, decision, comment, at) =>
    decide(steps, status, actorId, decision, comment, at),
  name: (decision) => decision,
  approve: 'approve',
  cancel: { decision: 'cancel', allowed: canCancelApproval },
};

/**
 * The `any` mode's rule: one assignee approves (2) or rejects (3), and that settles it. There is
 * no cancel: no later level exists to wait for, so a cancel would reopen a settled request.
 */
export const assigneeDecisions: DecisionRule<2 | 3> = {
  decide: (steps, status, actorId, decision, comment, at) =>
    decideAsAssignee(steps, status, actorId, decision, comment, at),
  name: (decision) => (decision === 2 ? 'approve' : 'reject'),
  approve: 2,
};

/**
 * A request kind, described: the engine does the rest (create, update, delete, lists, detail,
 * show-approval, decide, cancel, bulk, counts), with the policy first and the deciding checks
 * inside the writing transaction.
 */
export interface RequestKind<
  Row extends repo.BaseRow,
  Input,
  Values extends Record<string, unknown>,
  Item extends object,
  Deps extends EngineDeps = EngineDeps,
  D = Decision,
> {
  /** Also the audit action's prefix (`overtime.create`). */
  kind: approvals.RequestKind;
  /** The month-lock area (SPEC 5 codes per area and action). */
  lockArea: LockedArea;
  /**
   * The kind's table (its row type is the kind's `Row`, its name the audit entity) and how the
   * generic queries read it.
   */
  table: repo.TableSpec & { table: { $inferSelect: Row } };
  notificationType: string;
  /**
   * The web page of a request: the approval view for approvers, the detail for the requester. A
   * string is the base of the kind's pages (`${base}/approval/${id}`, `${base}/detail/${id}`).
   */
  url: string | ((id: number, forApprover: boolean) => string);
  codes: PolicyCodes;
  /**
   * The days a request covers, first to last (the month lock looks at every month between).
   * Default: the row's date columns.
   */
  spanOf?: (row: Row) => Span;
  /**
   * The days an input asks for (a locked month refuses them before any other rule runs). Default:
   * the input's fields named like the date columns.
   */
  inputSpan?: (input: Input) => Span;
  /**
   * The longest span one request may cover, in calendar days (default one day). Every input's
   * dates are also kept within the domain's request window before anything else is read.
   */
  maxSpanDays?: number;
  /** Every rule of the kind that needs the database or today; returns the steps and columns. */
  validate: (ctx: RuleContext<Deps, Row>, input: Input) => Promise<Checked<Values>>;
  /** What the audit line keeps of an input (default: the input). */
  auditData?: (input: Input, values: Values) => unknown;
  /** Work once a delete is committed (e.g. removing its files). */
  afterDelete?: (deps: Deps, row: Row) => Promise<void>;
  /**
   * Who decides: `chain` (default), level after level, the current one holding the turn; `any`,
   * every step is an assignee told at once, and any one of them settles the request (short leave).
   */
  assignees?: 'chain' | 'any';
  /** How approvers decide (default: approve, reject, cancel my approval; `any` mode: `assigneeDecisions`). */
  decisions?: DecisionRule<D>;
  /** The code refusing an edit of this request now, or null. Default: the domain's `undecidedBlock`. */
  editBlock?: (row: Row, steps: readonly Step[], today: string) => ErrorCode | null;
  /** The code refusing a delete of this request now, or null. Default: the domain's `undecidedBlock`. */
  deleteBlock?: (row: Row, steps: readonly Step[]) => ErrorCode | null;
  /** What an approval changes elsewhere (the leave ledger, the timesheet), in the same transaction. */
  onSettled?: (tx: Db, row: Row, ctx: { actorId: number; at: Date; why: SettleReason }) => Promise<void>;
  /**
   * The kind's own fields of one request's item; the engine adds the common ones (`common.fields`)
   * to the object returned (no spread: copying a dozen fields into each of a page's items was a
   * third of a list's CPU time).
   */
  present: (joined: repo.Joined<Row>, common: CommonItem) => Item;
}

/** A kind's own fields of its item (`OwnFields<OvertimeItem>`): what its `present` returns. */
export type OwnFields<Item> = Omit<Item, keyof CommonItem['fields']>;

/** An item as the engine answers it: the kind's own fields and the common ones. */
export type Presented<Item> = Item & CommonItem['fields'];

/** First and last day (YYYY-MM-DD) of what a request covers. */
export interface Span {
  from: string;
  to: string;
}

export type SettleReason = 'approved' | 'rejected' | 'approval cancelled' | 'deleted';

/** Approver choices checked against the candidates; a missing required level is a 422 field error. */
export function chosenSteps(
  candidates: Parameters<typeof checkChosenApprovers>[0],
  first: number,
  second: number | null,
): Array<{ level: number; approverId: number }> {
  const chosen = checkChosenApprovers(candidates, first, second);
  if (chosen.ok) return chosen.steps;
  if (chosen.code === 4220)
    throw new AppError(4220, {
      errors: { [chosen.field ?? '_']: [{ rule: 'required', message: 'Required.' }] } as FieldErrors,
    });
  throw new AppError(chosen.code);
}

/**
 * The level 1 and 2 candidates of SPEC 6 for OT and leave, named: a project's PMs and tops (with
 * `'all'`, those of all my projects), else my superiors; first entries are the defaults.
 */
export async function levelCandidates(db: Db, actor: Actor, project: number | 'all' | null, now: Date) {
  const facts = await approvals.approverFacts(db, actor.employeeId, project, now);
  return approvals.withNames(db, resolveApprovers(facts), ['level1', 'level2']);
}

/** The web pages of a kind under `base`: the approval view for approvers, else the detail. */
const pageUrl = (base: string) => (id: number, forApprover: boolean) =>
  `${base}/${forApprover ? 'approval' : 'detail'}/${id}`;

/** The names of the fields holding a request's first and last day: its date columns' keys. */
function spanFieldNames(spec: repo.TableSpec): { from: string; to: string } {
  const columns = Object.entries(getTableColumns(spec.table));
  const keyOf = (column: PgColumn) => columns.find(([, c]) => c === column)?.[0] ?? column.name;
  const dates = repo.datesOf(spec);
  return { from: keyOf(dates.start), to: keyOf(dates.end) };
}

/** The days of a row, or of an input, read from the fields named like the table's date columns. */
function spanFields(spec: repo.TableSpec) {
  const { from, to } = spanFieldNames(spec);
  return (o: object): Span => {
    const fields = o as Record<string, string>;
    return { from: fields[from] as string, to: fields[to] as string };
  };
}

/** Collects the rollback and commit work of one write, and runs the right one at its end. */
function writeHooks() {
  const undo: Array<() => Promise<unknown>> = [];
  const after: Array<() => Promise<unknown>> = [];
  return {
    onRollback: (fn: () => Promise<unknown>) => void undo.push(fn),
    afterCommit: (fn: () => Promise<unknown>) => void after.push(fn),
    /** Runs `write`; on failure the undo work, on success the after-commit work. */
    async run<T>(write: () => Promise<T>): Promise<T> {
      let result: T;
      try {
        result = await write();
      } catch (e) {
        await Promise.allSettled(undo.map((fn) => fn()));
        throw e;
      }
      await Promise.allSettled(after.map((fn) => fn()));
      return result;
    },
  };
}

/** The presented requests of list pages kept per database (`KeptItems`), at most this many. */
const keptOf = new WeakMap<object, KeptItems<unknown>>();
const KEPT_ITEMS = 2000;
const approvalStepsTable = getTableName(approvalSteps);

/** Builds the service of one request kind from its description. */
export function requestEngine<
  Row extends repo.BaseRow,
  Input,
  Values extends Record<string, unknown>,
  Item extends object,
  Deps extends EngineDeps = EngineDeps,
  D = Decision,
>(k: RequestKind<Row, Input, Values, Item, Deps, D>) {
  const { table } = k.table;
  const entity = getTableName(table);
  const { url } = k;
  const urlOf = typeof url === 'string' ? pageUrl(url) : url;
  const spanOf = k.spanOf ?? (spanFields(k.table) as (row: Row) => Span);
  const inputSpan = k.inputSpan ?? (spanFields(k.table) as (input: Input) => Span);
  const dateFields = spanFieldNames(k.table);
  const maxSpanDays = k.maxSpanDays ?? REQUEST_MAX_SPAN_DAYS.oneDay;
  /** The request window and the kind's longest span (domain `requestSpanErrors`): 422 outside them. */
  const checkDates = (actor: Actor, now: Date, input: Input) => {
    const errors = requestSpanErrors(inputSpan(input), dateFields, todayIn(actor.timeZone, now), maxSpanDays);
    if (errors) throw new AppError(4220, { errors });
  };
  const anyAssignee = k.assignees === 'any';
  const decisions = (k.decisions ?? standardDecisions) as DecisionRule<D>;
  /** Whose turn it is after a (re)start: the first level; nobody in particular among assignees. */
  const firstTurn = (steps: ReadonlyArray<{ approverId: number }>) =>
    anyAssignee ? null : (steps[0]?.approverId ?? null);
  const auditData = k.auditData ?? ((input: Input) => input);
  // The domain's editability; a kind with rules of its own names them (SPEC 4).
  const editBlock = k.editBlock ?? undecidedBlock;
  const deleteBlock = k.deleteBlock ?? undecidedBlock;
  const parties = (row: repo.BaseRow, steps: readonly Step[]) => ({
    requesterId: row.employee_id,
    approverIds: steps.map((s) => s.approverId),
    formerApproverIds: steps.flatMap(approvals.formerApprovers),
  });
  const fail = (code: ErrorCode): never => {
    throw new AppError(code);
  };

  /** The month lock (SPEC 5): nothing dated in a submitted month is created, edited or decided. */
  async function monthLock(db: Db, employeeId: number, span: Span, action: LockedAction) {
    if (await repo.hasSubmittedMonth(db, employeeId, monthOf(span.from), monthOf(span.to)))
      fail(lockCodeOf(k.lockArea, action));
  }

  const ruleContext = (
    db: Db,
    deps: Deps,
    hooks: ReturnType<typeof writeHooks>,
    actor: Actor,
    now: Date,
    input: Input,
    current?: Row,
  ): RuleContext<Deps, Row> => ({
    db,
    deps,
    current,
    onRollback: hooks.onRollback,
    afterCommit: hooks.afterCommit,
    actor,
    now,
    today: todayIn(actor.timeZone, now),
    action: current ? 'edit' : 'create',
    exceptId: current?.id,
    span: inputSpan(input),
    hasOther: (m) =>
      repo.hasMatch(db, k.table, actor.employeeId, { statuses: repo.OPEN, ...m, exceptId: current?.id }),
  });

  /** Validation and the write, in one transaction behind the requester's lock. */
  async function create(deps: Deps, actor: Actor, input: Input): Promise<Presented<Item>> {
    const now = deps.now();
    checkDates(actor, now, input);
    const hooks = writeHooks();
    const id = await hooks.run(() =>
      deps.db.transaction(async (tx) => {
        await repo.lockRequester(tx, actor.employeeId);
        await monthLock(tx, actor.employeeId, inputSpan(input), 'create');
        const checked = await k.validate(ruleContext(tx, deps, hooks, actor, now, input), input);
        const { values } = checked;
        // Steps named for someone away go to their delegate.
        const steps = await delegateNewSteps(tx, checked.steps, actor.employeeId, now);
        const [row] = (await tx
          .insert(table)
          .values({
            ...values,
            employee_id: actor.employeeId,
            status: 1,
            current_approver_id: firstTurn(steps),
            // The app's clock, so the created date agrees with the rules' today.
            created_at: now,
            updated_at: now,
          } as never)
          .returning({ id: table.id })) as Array<{ id: number }>;
        if (!row) throw new AppError(5000);
        await startApprovals(tx, {
          kind: k.kind,
          requestId: row.id,
          steps,
          actorId: actor.employeeId,
          action: `${k.kind}.create`,
          entity,
          data: auditData(input, values),
          notificationType: k.notificationType,
          url: urlOf(row.id, true),
          notifyAll: anyAssignee,
          at: now,
        });
        return row.id;
      }),
    );
    return detail(deps, actor, id);
  }

  /** Editing starts the request over: pending, with fresh approval steps (SPEC 4). */
  async function update(deps: Deps, actor: Actor, id: number, input: Input): Promise<Presented<Item>> {
    const now = deps.now();
    const hooks = writeHooks();
    await hooks.run(() =>
      deps.db.transaction(async (tx) => {
        await repo.lockRequester(tx, actor.employeeId);
        const row = (await repo.lockRow<Row>(tx, table, id)) ?? fail(k.codes.notFound);
        const old = await approvals.stepsOfOne(tx, k.kind, id);
        authorize(actor, 'change', parties(row, old), k.codes);
        await monthLock(tx, row.employee_id, spanOf(row), 'edit');
        const blocked = editBlock(row, old, todayIn(actor.timeZone, now));
        if (blocked) fail(blocked);
        checkDates(actor, now, input);
        await monthLock(tx, actor.employeeId, inputSpan(input), 'edit');
        const checked = await k.validate(ruleContext(tx, deps, hooks, actor, now, input, row), input);
        const { values } = checked;
        const steps = await delegateNewSteps(tx, checked.steps, actor.employeeId, now);
        await repo.setState(tx, table, id, {
          ...values,
          status: 1,
          current_approver_id: firstTurn(steps),
        });
        await startApprovals(tx, {
          kind: k.kind,
          requestId: id,
          steps,
          actorId: actor.employeeId,
          action: `${k.kind}.update`,
          entity,
          data: auditData(input, values),
          notificationType: k.notificationType,
          url: urlOf(id, true),
          alsoRefresh: old.map((s) => s.approverId),
          notifyAll: anyAssignee,
          at: now,
        });
      }),
    );
    return detail(deps, actor, id);
  }

  async function remove(deps: Deps, actor: Actor, id: number): Promise<void> {
    const row = await deps.db.transaction(async (tx) => {
      const row = (await repo.lockRow<Row>(tx, table, id)) ?? fail(k.codes.notFound);
      const steps = await approvals.stepsOfOne(tx, k.kind, id);
      authorize(actor, 'change', parties(row, steps), k.codes);
      await monthLock(tx, row.employee_id, spanOf(row), 'delete');
      const blocked = deleteBlock(row, steps);
      if (blocked) fail(blocked);
      await k.onSettled?.(
        tx,
        { ...row, status: 3 },
        { actorId: actor.employeeId, at: deps.now(), why: 'deleted' },
      );
      await deleteRequest(tx, {
        kind: k.kind,
        table,
        row,
        approverIds: steps.map((s) => s.approverId),
        actorId: actor.employeeId,
        action: `${k.kind}.delete`,
        entity,
      });
      return row;
    });
    await k.afterDelete?.(deps, row);
  }

  /** Lists, details and approval views: the spec's items with their approver tables. */
  async function present(
    deps: EngineDeps,
    actor: Actor,
    rows: readonly repo.Joined<Row>[],
    /** The rows' steps with their approvers, when the query that read the rows brought them. */
    fetched?: Awaited<ReturnType<typeof approvals.stepsWithNames>>,
  ): Promise<Presented<Item>[]> {
    const { steps, names, avatars } =
      fetched ??
      (await approvals.stepsWithNames(
        deps.db,
        k.kind,
        rows.map((r) => r.request.id),
      ));
    const today = todayIn(actor.timeZone, deps.now());
    return rows.map((r) => {
      const list = steps.get(r.request.id) ?? [];
      const entries = list.map((s) => approvals.approverEntry(s, names, avatars));
      const own = r.request.employee_id === actor.employeeId;
      const fields: CommonItem['fields'] = {
        id: r.request.id,
        employee_id: r.request.employee_id,
        employee: {
          id: r.request.employee_id,
          employee_code: r.employee_code,
          name: r.employee_name,
          position_name: r.position_name,
          division_name: r.division_name,
          foot_name: r.foot_name,
        },
        status: r.request.status,
        approve_person_1: entries.find((e) => e.level === 1) ?? null,
        approve_person_2: entries.find((e) => e.level === 2) ?? null,
        approve_person_3: entries.find((e) => e.level === 3) ?? null,
        approvers: entries,
        created_at: r.request.created_at.toISOString(),
        can_edit: own && editBlock(r.request, list, today) === null,
        can_delete: own && deleteBlock(r.request, list) === null,
      };
      return Object.assign(
        k.present(r, { fields, steps: list, viewerId: actor.employeeId, names, avatars }),
        fields,
      );
    });
  }

  /** A request with its requester's names and its steps, for those the policy lets see it. */
  async function loadVisible(deps: EngineDeps, actor: Actor, id: number) {
    const [found, steps] = await Promise.all([
      repo.findJoined<Row>(deps.db, k.table, id),
      approvals.stepsOfOne(deps.db, k.kind, id),
    ]);
    const joined = found ?? fail(k.codes.notFound);
    authorize(actor, 'view', parties(joined.request, steps), k.codes);
    return { joined, steps };
  }

  /** The request's own row, for those the policy lets see it (e.g. to serve its files). */
  async function visibleRow(deps: EngineDeps, actor: Actor, id: number): Promise<Row> {
    const [found, steps] = await Promise.all([
      repo.findRow<Row>(deps.db, table, id),
      approvals.stepsOfOne(deps.db, k.kind, id),
    ]);
    const row = found ?? fail(k.codes.notFound);
    authorize(actor, 'view', parties(row, steps), k.codes);
    return row;
  }

  async function detail(deps: EngineDeps, actor: Actor, id: number): Promise<Presented<Item>> {
    const { joined } = await loadVisible(deps, actor, id);
    const [item] = await present(deps, actor, [joined]);
    return item as Presented<Item>;
  }

  /**
   * A request with whether it is the actor's turn to decide, whether they may cancel their
   * approval (the kind's own rule, as `act` applies it), and their level on it.
   */
  async function showApproval(deps: EngineDeps, actor: Actor, id: number) {
    const { joined, steps } = await loadVisible(deps, actor, id);
    const [item] = await present(deps, actor, [joined]);
    const status = joined.request.status as RequestStatus;
    return {
      item: item as Presented<Item>,
      steps,
      can_approve: status === 1 && joined.request.current_approver_id === actor.employeeId,
      can_cancel: decisions.cancel?.allowed(steps, status, actor.employeeId) ?? false,
      my_level: steps.find((s) => s.approverId === actor.employeeId)?.level ?? null,
    };
  }

  /**
   * One decision: approve, reject, or cancel my approval. The request row is locked first, so two
   * decisions on one step queue and the second sees the first (exactly one wins).
   */
  async function act(
    deps: EngineDeps,
    actor: Actor,
    id: number,
    decision: D,
    comment: string | null,
  ): Promise<Outcome> {
    const now = deps.now();
    return deps.db.transaction(async (tx) => {
      const row = (await repo.lockRow<Row>(tx, table, id)) ?? fail(k.codes.notFound);
      const steps = await approvals.stepsOfOne(tx, k.kind, id);
      authorize(actor, 'decide', parties(row, steps), k.codes);
      await monthLock(tx, row.employee_id, spanOf(row), 'approve');
      const result = decisions.decide(
        steps,
        row.status as RequestStatus,
        actor.employeeId,
        decision,
        comment,
        now.toISOString(),
      );
      if (!result.ok)
        throw decisions.refusal?.(decision, result.code, result.field) ?? new AppError(result.code);
      const { outcome } = result;
      await repo.setState(tx, table, id, {
        status: outcome.status,
        current_approver_id: outcome.nextApproverId,
      });
      await approvals.saveSteps(tx, k.kind, id, outcome.steps);
      const name = decisions.name(decision);
      const why: SettleReason =
        name === 'cancel' ? 'approval cancelled' : outcome.status === 3 ? 'rejected' : 'approved';
      await k.onSettled?.(
        tx,
        { ...row, status: outcome.status },
        { actorId: actor.employeeId, at: now, why },
      );
      // The approver has dealt with the request: what told them about it is no longer news. Before
      // the decision's own notifications, which its announcement (the steps' approvers) then counts.
      if (name !== 'cancel') await markReadAbout(tx, actor.employeeId, k.notificationType, id);
      await recordDecision(tx, {
        requestId: id,
        actorId: actor.employeeId,
        action: `${k.kind}.${name}`,
        entity,
        data: { from: row.status, to: outcome.status, comment, ...heldForData(steps, actor.employeeId) },
        notificationType: k.notificationType,
        requesterId: row.employee_id,
        previousApproverId: row.current_approver_id,
        outcome,
        url: (forApprover) => urlOf(id, forApprover),
        // A cancelled final approval makes the request pending again: its requester hears of it.
        tellRequester: (decisions.tellRequester?.(decision) ?? false) || outcome.status !== row.status,
        alsoRefresh: steps.map((s) => s.approverId),
      });
      return outcome;
    });
  }

  /** Cancel my approval (while no later level has acted); a kind without a cancel rule has none. */
  function cancelApproval(deps: EngineDeps, actor: Actor, id: number): Promise<Outcome> {
    if (!decisions.cancel) throw new AppError(4040);
    return act(deps, actor, id, decisions.cancel.decision, null);
  }

  /** Bulk approval: each request on its own; the refused ones are reported with their code. */
  function bulkApprove(deps: EngineDeps, actor: Actor, ids: readonly number[], comment: string | null) {
    return eachApproved(ids, (id) => act(deps, actor, id, decisions.approve, comment));
  }

  /**
   * One page of a list and its total, presented; with `waitingFor`, also how many requests wait for
   * that approver now (the approval lists' badge, counted in the page's own statement). Presented
   * requests are kept by version for the viewer's day (`KeptItems`): the page's requests and their
   * versions are read first (`repo.pageIndex`), and only those not kept at that version are read in
   * full and presented, so after a decision a page of 100 reads and presents one request, not 100.
   * A viewer whose last page was mostly new to them (their first of the day, or pages whose
   * requests all changed) is read in full at once: one statement instead of two.
   */
  async function page(
    deps: EngineDeps,
    actor: Actor,
    scope: SQL,
    filter: repo.ListFilter & { page: number; per_page: number },
    waitingFor?: number,
  ) {
    const also =
      waitingFor === undefined ? undefined : repo.waitingFor(k.kind, table, waitingFor, anyAssignee);
    const changes = dataChanges(deps.db);
    let kept = keptOf.get(deps.db) as KeptItems<Presented<Item>> | undefined;
    if (!kept) {
      kept = new KeptItems<Presented<Item>>(KEPT_ITEMS);
      keptOf.set(deps.db, kept as KeptItems<unknown>);
    }
    const viewer = kept.of(`${k.kind}|${actor.employeeId}|${todayIn(actor.timeZone, deps.now())}`);
    const position = changes?.position() ?? null;
    /** The rows read in full, presented and kept (at `position`, from `tables` besides their own). */
    const presentAndKeep = async (read: () => ReturnType<typeof repo.listPage<Row>>) => {
      const tables = new Set<string>();
      const found = await readingInto(tables, read);
      const items = await present(deps, actor, found.rows, approvals.pageSteps(found.steps));
      // What an item shows besides its row and steps (whose writes give its row a new version).
      const others = [...tables].filter((t) => t !== entity && t !== approvalStepsTable);
      let known = 0;
      for (let j = 0; j < items.length; j++) {
        const id = (found.rows[j] as repo.Joined<Row>).request.id;
        const print = found.prints[j] as string;
        if (changes && kept.has(viewer, id, print, changes)) known++;
        else if (position !== null)
          kept.set(viewer, id, print, items[j] as Presented<Item>, position, others);
      }
      return { found, items, known };
    };
    if (!changes || position === null || viewer.cold) {
      const { found, items, known } = await presentAndKeep(() =>
        repo.listPage<Row>(deps.db, k.table, k.kind, scope, filter, filter.page, filter.per_page, also, true),
      );
      // Changes cannot be known (PostgreSQL while its listening connection is down): nothing kept.
      if (changes && position !== null) viewer.cold = known * 2 < items.length;
      return { items, total: found.total, waiting: found.also };
    }
    const index = await repo.pageIndex(deps.db, k.table, scope, filter, filter.page, filter.per_page, also);
    const readFrom = new Set<readonly string[]>();
    const items = kept.get(viewer, index.ids, index.prints, changes, readFrom);
    const missing: number[] = [];
    for (let i = 0; i < items.length; i++) if (!items[i]) missing.push(index.ids[i] as number);
    // The answer was read from what its items were read from (the read cache keeps it while they hold).
    for (const tables of readFrom) noteTables(tables);
    viewer.cold = missing.length * 2 > index.ids.length;
    if (missing.length > 0) {
      const { found, items: read } = await presentAndKeep(() =>
        repo.listPage<Row>(
          deps.db,
          k.table,
          k.kind,
          // One array parameter: the statement's text is the same whatever the number missing.
          and(scope, sql`${table.id} = any(${sql.param(missing)}::int[])`) as SQL,
          {},
          1,
          missing.length,
          undefined,
          true,
        ),
      );
      const byId = new Map<number, Presented<Item>>();
      for (let j = 0; j < read.length; j++)
        byId.set((found.rows[j] as repo.Joined<Row>).request.id, read[j] as Presented<Item>);
      for (let i = 0; i < items.length; i++) items[i] ??= byId.get(index.ids[i] as number);
    }
    return {
      // A request deleted between the two statements is left out.
      items: items.filter((item): item is Presented<Item> => item !== undefined),
      total: index.total,
      waiting: index.also,
    };
  }

  return {
    kind: k,
    /** The web page of a request: its approval view for approvers, else its detail. */
    pageOf: urlOf,
    /** The days a request covers, first to last. */
    spanOf,
    create,
    update,
    remove,
    present,
    loadVisible,
    visibleRow,
    detail,
    showApproval,
    act,
    cancelApproval,
    bulkApprove,
    page,
    /** The actor's own requests; with `approverId`, only those on which that person is an approver. */
    mine: (actor: Actor, approverId?: number) =>
      approverId
        ? repo.allOf(repo.ownedBy(table, actor.employeeId), repo.forApprover(k.kind, table, approverId))
        : repo.ownedBy(table, actor.employeeId),
    /** Everybody's requests (administrators' lists; the route's gate says who may ask). */
    everyone: (): SQL => repo.everyone(),
    /** Requests on which `approverId` is an approver (approveStatus 1: waiting for them now). */
    forApprover: (approverId: number, approveStatus?: number) =>
      repo.forApprover(k.kind, table, approverId, approveStatus, anyAssignee),
    countWaitingFor: (db: Db, approverId: number) =>
      repo.countWaitingFor(db, k.kind, table, approverId, anyAssignee),
    /** Whether one of the employee's requests matches `m`. */
    has: (db: Db, employeeId: number, m: repo.RequestMatch) => repo.hasMatch(db, k.table, employeeId, m),
    /** The sum of `column` over the employee's requests matching `m`, and their count. */
    sumOf: (db: Db, employeeId: number, column: PgColumn, m: repo.RequestMatch) =>
      repo.sumOf(db, k.table, employeeId, column, m),
    /** The employee's requests touching `span` (all of them without one), counted per status. */
    statusCounts: (db: Db, employeeId: number, span?: Span) =>
      repo.statusCounts(db, k.table, employeeId, span),
    /** Approved requests of employees touching [from, to], with the columns named (timesheets). */
    approvedInRange: <K extends keyof Row & string>(
      db: Db,
      employeeIds: readonly number[],
      span: Span,
      pick: readonly K[],
    ) => repo.rowsOf<Row, K>(db, k.table, employeeIds, { statuses: [2], span }, pick),
    /** Pending and approved requests of employees touching [from, to], with the columns named. */
    openInRange: <K extends keyof Row & string>(
      db: Db,
      employeeIds: readonly number[],
      span: Span,
      pick: readonly K[],
    ) => repo.rowsOf<Row, K>(db, k.table, employeeIds, { statuses: repo.OPEN, span }, pick),
  };
}

export type RequestService = ReturnType<typeof requestEngine>;
