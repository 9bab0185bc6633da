/**
 * The read views of a request of any kind: the detail page (with Edit while it may be edited), the
 * approval view (the detail, then the decision box, "cancel my approval", or why there is neither)
 * as a page, where a decision leads on to the next request, and inside the notification drawer.
 */
import { EditOutlined } from '@ant-design/icons';
import type { Notification } from '@staffhub/domain';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAccount } from '../api/account';
import { PageHeading } from '../app/components/PageHeading';
import { ApproverContext } from '../features/approvals/ApproverContext';
import { Loaded } from '../features/approvals/Loaded';
import { RequestDrawerBody } from '../features/approvals/RequestDrawerBody';
import { useRouteId } from '../features/approvals/useRouteId';
import type { RequestTypes } from './client';
import { CancelApproval, Decision } from './Decision';
import { type RequestKind, statusOf } from './kind';
import { NextRequest } from './NextRequest';
import { KindDetailView } from './RequestDetail';
import { canDecide } from './rules';

type KindProps<T extends RequestTypes> = { kind: RequestKind<T> };

export function RequestDetailPage<T extends RequestTypes>({ kind }: KindProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId(useParams().id);
  const timeZone = useAccount().data?.company_time_zone;
  const detail = kind.client.useDetail(id);
  const [editing, setEditing] = useState(false);
  const item = detail.data ? kind.itemOf(detail.data) : undefined;
  const { routes } = kind;
  const { EditModal } = kind.form;

  return (
    <>
      <PageHeading />
      <Loaded query={detail} size="large">
        {(one) => {
          const shown = kind.itemOf(one);
          return (
            <KindDetailView
              kind={kind}
              item={shown}
              timeZone={timeZone}
              extra={
                kind.canEdit(shown) && (
                  <Button
                    icon={<EditOutlined />}
                    onClick={() =>
                      routes.update ? navigate(routes.update(kind.idOf(shown))) : setEditing(true)
                    }
                    data-testid={`${kind.testId}-edit`}
                  >
                    {t('common.edit')}
                  </Button>
                )
              }
            />
          );
        }}
      </Loaded>
      {!routes.update && (
        <EditModal
          kind={kind}
          id={editing && item ? kind.idOf(item) : null}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}

/** The detail with the approver's box, or a notice saying why there is none. */
export function ApprovalView<T extends RequestTypes>({
  kind,
  data,
  timeZone,
  compact,
  onDone,
  onDecided,
}: KindProps<T> & {
  data: T['showApproval'];
  timeZone?: string;
  compact?: boolean;
  /** After a decision or a cancelled approval. */
  onDone?: () => void;
  /** After an approval or a rejection (not a cancelled approval). */
  onDecided?: () => void;
}) {
  const { t } = useTranslation();
  const item = kind.shownOf(data);
  const status = statusOf(item);
  const decides = kind.canDecide ? kind.canDecide(data) : canDecide(data);
  return (
    <>
      <KindDetailView kind={kind} item={item} shown={data} timeZone={timeZone} compact={compact} />
      <ApproverContext area={kind.area} id={kind.idOf(item)} />
      {decides ? (
        <Decision
          kind={kind}
          data={data}
          onDone={() => {
            onDone?.();
            onDecided?.();
          }}
        />
      ) : data.can_cancel ? (
        <CancelApproval kind={kind} id={kind.idOf(item)} onDone={onDone} />
      ) : kind.silent?.(data) ? null : (
        <Alert
          type="info"
          showIcon
          className="app-gap"
          data-testid={`${kind.testId}-no-action`}
          title={t(status === 1 ? 'requests.approve.notYourTurn' : 'requests.approve.processed')}
        />
      )}
    </>
  );
}

/** The approval view as a page; once decided, the way to the next request waiting (or back to the list). */
export function RequestApprovePage<T extends RequestTypes>({ kind }: KindProps<T>) {
  const id = useRouteId(useParams().id);
  // A new request (the "next request") starts undecided.
  return <ApprovePage key={id} kind={kind} id={id} />;
}

function ApprovePage<T extends RequestTypes>({ kind, id }: KindProps<T> & { id: number | null }) {
  const timeZone = useAccount().data?.company_time_zone;
  const query = kind.client.useShowApproval(id);
  const [decided, setDecided] = useState(false);
  return (
    <>
      <PageHeading />
      <Loaded query={query} size="large">
        {(data) => (
          <ApprovalView kind={kind} data={data} timeZone={timeZone} onDecided={() => setDecided(true)} />
        )}
      </Loaded>
      {decided && id !== null && <NextRequest kind={kind} decidedId={id} />}
    </>
  );
}

/**
 * A request's notification in the drawer (SPEC 2): the approval view when the notification asks
 * the reader to decide (REQUEST), else the detail. Reads stay on the page under the drawer.
 */
export function RequestDrawerContent<T extends RequestTypes>({
  kind,
  item,
  onNavigate,
}: KindProps<T> & { item: Notification; onNavigate: () => void }) {
  const timeZone = useAccount().data?.company_time_zone;
  const id = item.request_id;
  const asApprover = item.request_type === 'REQUEST';
  const approval = kind.client.useShowApproval(asApprover ? id : null, { inPanel: true });
  const detail = kind.client.useDetail(asApprover ? null : id, { inPanel: true });
  const { routes } = kind;
  return (
    <RequestDrawerBody
      id={id}
      query={asApprover ? approval : detail}
      link={id ? (asApprover ? routes.approval(id) : routes.detail(id)) : ''}
      openLabel="requests.drawer.openPage"
      openTestId={`${kind.testId}-drawer-open-page`}
      onNavigate={onNavigate}
    >
      {approval.data ? (
        <ApprovalView kind={kind} data={approval.data} timeZone={timeZone} compact />
      ) : detail.data ? (
        <KindDetailView kind={kind} item={kind.itemOf(detail.data)} timeZone={timeZone} compact />
      ) : null}
    </RequestDrawerBody>
  );
}
