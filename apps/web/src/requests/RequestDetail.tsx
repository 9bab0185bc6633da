/**
 * The detail every request kind shows (SPEC 2): a card of facts (the requester first, then the
 * kind's own, then the status), and the approver table. The kind lists its facts; the layout, the
 * labels (`${area}.detail.${key}`), the dashes for what is missing and the test ids are the same.
 */
import { Card, Descriptions, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApproverRow, ApproverTable } from '../features/approvals/ApproverTable';
import { RequestStatusTag, type StatusArea } from '../features/approvals/parts';
import type { Requester, RequestTypes } from './client';
import { type RequestArea, type RequestKind, statusOf } from './kind';

export interface Fact {
  /** The label is `${area}.detail.${key}`. */
  key: string;
  /** Nothing (null, undefined, '') shows a dash. */
  value: ReactNode;
  /** The whole row (two columns wide). */
  wide?: boolean;
  /** Figures (dates, times, counts) in tabular digits. */
  num?: boolean;
  /** Free text that keeps its line breaks. */
  text?: boolean;
  testId?: string;
}

export interface DetailProps {
  timeZone?: string | undefined;
  /** Buttons in the card's header (Edit). */
  extra?: ReactNode;
  /** Narrow layout (the notification drawer). */
  compact?: boolean;
}

const DASH = <Typography.Text type="secondary">–</Typography.Text>;

export function RequestDetail({
  area,
  testId,
  id,
  requester,
  shows = [],
  facts,
  status,
  statusTag,
  approvers,
  renderStatus,
  notice,
  after,
  timeZone,
  extra,
  compact = false,
}: DetailProps & {
  area: RequestArea;
  /** `${testId}-detail`, `-detail-name`, `-status`, `-approver-table`. */
  testId: string;
  id: number;
  requester: Requester;
  /** The requester's position and division, where the kind shows them. */
  shows?: ReadonlyArray<'position' | 'division'>;
  /** The kind's own facts; a null is left out. */
  facts: ReadonlyArray<Fact | null>;
  status: number;
  /** The status tag when the kind's statuses differ from pending / approved / rejected. */
  statusTag?: ReactNode;
  approvers: readonly ApproverRow[];
  /** The approvers' statuses (default: the request's). */
  renderStatus?: (status: number) => ReactNode;
  /** Above the card (e.g. a request lacking approvers). */
  notice?: ReactNode;
  /** Below the approvers. */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const wide = compact ? 1 : 2;
  const tag = (value: number, tagTestId?: string) => (
    <RequestStatusTag area={area as StatusArea} status={value} testId={tagTestId} />
  );
  const all: Fact[] = [
    {
      key: 'employee',
      value: (
        <>
          {requester.name} <span className="app-muted app-num">({requester.employee_code})</span>
        </>
      ),
      testId: `${testId}-detail-name`,
    },
    ...shows.map((field) => ({ key: field, value: requester[`${field}_name`] })),
    ...facts.filter((fact): fact is Fact => fact !== null),
    { key: 'status', value: statusTag ?? tag(status, `${testId}-status`) },
  ];
  return (
    <div data-testid={`${testId}-detail`} data-id={id}>
      {notice}
      <Card title={t(`${area}.detail.title`)} extra={extra} className="app-gap">
        <Descriptions
          size="small"
          bordered
          column={compact ? 1 : { xs: 1, md: 2 }}
          items={all.map((fact) => ({
            key: fact.key,
            label: t(
              fact.key === 'employee' || fact.key === 'position' || fact.key === 'division'
                ? `requests.detail.${fact.key}`
                : `${area}.detail.${fact.key}`,
            ),
            span: fact.wide ? wide : undefined,
            children:
              fact.value === null || fact.value === undefined || fact.value === '' ? (
                DASH
              ) : (
                <span
                  className={fact.num ? 'app-num' : fact.text ? 'app-pre-line' : undefined}
                  data-testid={fact.testId}
                >
                  {fact.value}
                </span>
              ),
          }))}
        />
      </Card>
      <Card title={t(`${area}.detail.approvers`)} className="app-gap">
        <ApproverTable
          testId={`${testId}-approver-table`}
          titlePrefix={`${area}.approverTable`}
          requestStatus={status}
          timeZone={timeZone}
          renderStatus={renderStatus ?? ((value) => tag(value))}
          rows={approvers}
        />
      </Card>
      {after}
    </div>
  );
}

/** What a kind's detail shows besides what every kind shows (see `RequestDetail`). */
export interface DetailContent {
  shows?: ReadonlyArray<'position' | 'division'>;
  facts: ReadonlyArray<Fact | null>;
  statusTag?: ReactNode;
  approvers: readonly ApproverRow[];
  renderStatus?: (status: number) => ReactNode;
  notice?: ReactNode;
  after?: ReactNode;
}

/** `shown`: the approval view's answer, when the detail is shown to an approver. */
export type KindDetail<T extends RequestTypes> = (
  item: T['item'],
  context: { t: TFunction; timeZone: string | undefined; shown?: T['showApproval'] },
) => DetailContent;

/** A kind's detail of one request. */
export function KindDetailView<T extends RequestTypes>({
  kind,
  item,
  shown,
  ...props
}: DetailProps & { kind: RequestKind<T>; item: T['item']; shown?: T['showApproval'] }) {
  const { t } = useTranslation();
  return (
    <RequestDetail
      {...props}
      {...kind.detail(item, { t, timeZone: props.timeZone, shown })}
      area={kind.area}
      testId={kind.testId}
      id={kind.idOf(item)}
      requester={item.employee}
      status={statusOf(item)}
    />
  );
}
