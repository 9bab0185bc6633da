/**
 * What the generic request pages need to know of one kind: its client, its routes, how to read
 * its answers, its columns, filters, detail view, edit and decision. Each kind's `kind.tsx`
 * exports one of these; the pages in this folder do the rest.
 */
import type { TableColumnsType, TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ParsableSchema } from '../api/validation';
import type { DecisionChoice } from '../features/approvals/DecisionBox';
import type { PageInfo } from '../features/approvals/list/paging';
import type { RequestClient, RequestTypes } from './client';
import type { WhoOptions } from './columns';
import type { FilterName, OwnFilter } from './filters';
import type { KindDetail } from './RequestDetail';
import type { FormScreens } from './RequestForms';
import { awaitsDecisionBy } from './rules';

/** The i18n area of a kind: `${area}.list.empty`, `${area}.status.${n}`, ... */
export type RequestArea = 'overtime' | 'corrections' | 'remote' | 'leave' | 'shortLeave';

/** One page of a list as the server answers it. */
export type Paged<Item> = PageInfo & { data: Item[] };

export interface DecisionSpec<T extends RequestTypes> {
  /** The note's field name on the wire (`comment`, or `reason` for remote work). */
  field: string;
  /** Whether the note is always required. */
  required?: boolean;
  maxLength: number;
  /** i18n key of the note's placeholder. */
  placeholder: string;
  /** The decision schema, run on `{status, [field]}` before the server is asked. */
  schema: ParsableSchema;
  /** The two choices; they may depend on the viewer (the corrections administrator). */
  choices: (data: T['showApproval']) => readonly [DecisionChoice, DecisionChoice];
  /** Shown above the note. */
  hint?: (data: T['showApproval']) => ReactNode;
  body: (status: number, note: string) => T['decision'];
}

/**
 * Columns of a kind; `dateCell` links the date in the approval list (`scope` says which list);
 * `timeZone` is the company's, for the columns that show a moment.
 */
export type KindColumns<Item> = (
  t: TFunction,
  options?: {
    dateCell?: (item: Item, text: ReactNode) => ReactNode;
    scope?: 'mine' | 'approval';
    timeZone?: string;
  },
) => TableColumnsType<Item>;

export interface RequestKind<T extends RequestTypes> {
  area: RequestArea;
  /** The prefix of the kind's test ids (`ot`, `remote`, `correction`, `leave`). */
  testId: string;
  client: RequestClient<T>;
  routes: {
    list: string;
    /** The approval list (where "back to the list" goes after a decision). */
    approvalList: string;
    create: string;
    detail: (id: number) => string;
    approval: (id: number) => string;
    /** A page to edit on; without it, Edit opens the form's modal in place. */
    update?: (id: number) => string;
  };
  idOf: (item: T['item']) => number;
  rowKey: string;
  /** The request in the edit answer. */
  editOf: (edit: T['edit']) => T['item'];
  /** The item of GET detail and of GET show-approval. */
  itemOf: (one: T['one']) => T['item'];
  shownOf: (data: T['showApproval']) => T['item'];
  pageOf: (list: T['list']) => Paged<T['item']> | undefined;
  approvalPageOf: (list: T['approvalList']) => Paged<T['item']> | undefined;
  /** How many requests wait for the viewer (the approval list's badge), where the answer says. */
  waitingOf: (list: T['approvalList']) => number | undefined;
  columns: KindColumns<T['item']>;
  /** The approval list's "who asked" columns before the kind's own. */
  who: WhoOptions;
  /**
   * The bulk approval asks for a comment sent with each approval (corrections), checked with the
   * decision's schema; the dialog's texts are `${area}.approval.bulkTitle` and `bulkHint`.
   */
  bulkComment?: boolean;
  /** The sort of my list (sent as is). */
  sort?: { sort_column: string; sort_by: 'asc' | 'desc' };
  /** The sort of the approval list when it differs from `sort` (leave: the earliest start first). */
  approvalSort?: { sort_column: string; sort_by: 'asc' | 'desc' };
  /** Table options of each list (e.g. the grouped columns' borders). */
  table?: Partial<
    Record<
      'mine' | 'approval',
      Pick<TableProps<T['item']>, 'bordered' | 'tableLayout' | 'scroll'> & {
        /** Column keys folded into the row below `xxl` (1600 px), where the table would scroll. */
        foldBelowXxl?: ReadonlySet<string>;
      }
    >
  >;
  filters: {
    mine: readonly FilterName[];
    approval: readonly FilterName[];
    /** The kind's own filter fields, by name (e.g. the leave type). */
    extra?: Partial<Record<FilterName, OwnFilter>>;
  };
  /** The delete confirmation's text (the request's date or span), for kinds that delete. */
  deleteText?: (t: TFunction, item: T['item']) => string;
  /** Which rows of the approval list may be ticked for the bulk approval (default: pending ones). */
  canBulkSelect?: (item: T['item']) => boolean;
  /** Above my list's table (e.g. the leave status counts). */
  listExtra?: (data: T['list'] | undefined) => ReactNode;
  /** Beside the register button (e.g. links to the leave calendar). */
  headingExtra?: ReactNode;
  /** The facts of a request's detail (the requester, status and approvers are added). */
  detail: KindDetail<T>;
  /** The create page, the update page and the edit modal (`formScreens(spec)`). */
  form: FormScreens<T>;
  decision: DecisionSpec<T>;
  /** The viewer may decide now (default: `can_approve` on a pending request). */
  canDecide?: (data: T['showApproval']) => boolean;
  /**
   * A row of the approval list as its approval view would read it (the fields `decision`,
   * `canDecide` and `silent` look at), when it waits for the viewer's decision; else null.
   * Default: the domain's turn rule (`awaitsDecisionBy`) and `can_approve`.
   */
  rowView: (item: T['item'], viewerId: number | undefined) => T['showApproval'] | null;
  /** No decision box and no notice (e.g. the request lacks approvers, which the detail says). */
  silent?: (data: T['showApproval']) => boolean;
  canEdit: (item: T['item']) => boolean;
}

/** A chain kind's approver entries, as the turn rule (`awaitsDecisionBy`) reads them. */
type Entries = Parameters<typeof awaitsDecisionBy>[0]['approvers'];

/** The status of an item (every kind's items carry one). */
export function statusOf(item: object): number {
  return (item as { status: number }).status;
}

/** Where an answer holds something: its field's name, or a reader where it is spread out. */
type Held<A, R> = (keyof A & string) | ((answer: A) => R);

/**
 * What a kind's `kind.tsx` writes: `requestKind` derives its routes from `base` and its readers
 * from the answers' field names (all checked against the kind's types).
 */
export type KindSpec<T extends RequestTypes> = Omit<
  RequestKind<T>,
  | 'routes'
  | 'idOf'
  | 'rowKey'
  | 'itemOf'
  | 'editOf'
  | 'shownOf'
  | 'pageOf'
  | 'approvalPageOf'
  | 'waitingOf'
  | 'rowView'
> & {
  /** A row as its approval view would read it (see RequestKind); the default suits the chain kinds. */
  rowView?: RequestKind<T>['rowView'];
  /**
   * A chain kind's approver entries, for the default `rowView`: each kind sends them once, under
   * the field SPEC 3 names (leave `approvers`, overtime and remote `approve_person_N`).
   */
  approversOf?: (item: T['item']) => Entries;
  /** The screens' paths: `base`, `base/create`, `base/detail/{id}`, `base/approval/{id}`. */
  base: string;
  /** Edit on `base/update/{id}` rather than in a modal. */
  updatePage?: boolean;
  /** The screens whose paths differ (short leave has no detail page: its list opens `?id=`). */
  routes?: Partial<Pick<RequestKind<T>['routes'], 'detail' | 'approval'>>;
  /** The item's id field (also the tables' row key). */
  rowKey: keyof T['item'] & string;
  /** The field holding the request in the detail, show-approval and edit answers. */
  envelope: keyof T['one'] & keyof T['showApproval'] & keyof T['edit'] & string;
  /**
   * My list's page, the approval list's page and its waiting count (left out where the answer has
   * none): their fields, or readers (short leave's page is `data` beside `pagination`).
   */
  lists: {
    mine: Held<T['list'], Paged<T['item']>>;
    approval: Held<T['approvalList'], Paged<T['item']>>;
    waiting?: Held<T['approvalList'], number>;
  };
};

export function requestKind<T extends RequestTypes>({
  base,
  updatePage,
  routes,
  rowKey,
  envelope,
  lists,
  rowView,
  approversOf,
  ...spec
}: KindSpec<T>): RequestKind<T> {
  const field =
    <R>(name: string) =>
    (answer: object) =>
      (answer as Record<string, R>)[name] as R;
  const held = <A, R>(where: Held<A, R>) =>
    typeof where === 'function' ? where : (field<R>(where) as (answer: A) => R);
  const { waiting } = lists;
  return {
    ...spec,
    routes: {
      list: base,
      approvalList: `${base}/approval`,
      create: `${base}/create`,
      detail: (id) => `${base}/detail/${id}`,
      approval: (id) => `${base}/approval/${id}`,
      ...(updatePage ? { update: (id: number) => `${base}/update/${id}` } : {}),
      ...routes,
    },
    rowKey,
    idOf: field<number>(rowKey),
    itemOf: field<T['item']>(envelope),
    editOf: field<T['item']>(envelope),
    shownOf: field<T['item']>(envelope),
    pageOf: held(lists.mine),
    approvalPageOf: held(lists.approval),
    waitingOf: waiting === undefined ? () => undefined : held(waiting),
    rowView:
      rowView ??
      ((item, viewerId) => {
        const approvers = approversOf?.(item);
        return approvers && awaitsDecisionBy({ status: statusOf(item), approvers }, viewerId)
          ? ({ [envelope]: item, can_approve: true, can_cancel: false } as unknown as T['showApproval'])
          : null;
      }),
  };
}
