/**
 * The approver's box on a request of any kind (SPEC 2, SPEC 4): the kind's note and two decisions,
 * and "Cancel my approval" while the viewer approved and no later level has acted.
 */
import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../api/feedback';
import { messageForCode } from '../api/http';
import { DecisionBox, type DecisionChoice } from '../features/approvals/DecisionBox';
import { needsOwnToast, type RequestTypes } from './client';
import type { RequestArea, RequestKind } from './kind';

/**
 * Approve (2) and reject (3), the choices of most kinds: confirmation titles from the kind's area,
 * success toasts from `doneArea` (the shared texts unless the kind words its own).
 */
export function approveOrReject(
  area: RequestArea,
  testId: string,
  doneArea: RequestArea | 'requests' = 'requests',
): readonly [DecisionChoice, DecisionChoice] {
  return [
    {
      status: 2,
      label: 'requests.approve.approve',
      title: `${area}.approve.confirmApprove`,
      done: `${doneArea}.approve.approved`,
      icon: <CheckOutlined />,
      primary: true,
      testId: `${testId}-approve`,
    },
    {
      status: 3,
      label: 'requests.approve.reject',
      title: `${area}.approve.confirmReject`,
      done: `${doneArea}.approve.rejected`,
      icon: <CloseOutlined />,
      danger: true,
      testId: `${testId}-reject`,
    },
  ];
}

/** The kind's note field and how a decision on request `id` is sent: shared by the box and the rows' dialog. */
export function decisionProps<T extends RequestTypes>(kind: RequestKind<T>, id: number) {
  const { decision, client, testId: p } = kind;
  return {
    field: decision.field,
    labels: client.decisionLabels,
    required: decision.required,
    maxLength: decision.maxLength,
    placeholder: decision.placeholder,
    inputTestId: `${p}-note`,
    schema: decision.schema,
    confirmTestId: `${p}-confirm-ok`,
    send: (status: number, note: string, form: FormInstance) =>
      client.decide(id, decision.body(status, note), form),
  };
}

export function Decision<T extends RequestTypes>({
  kind,
  data,
  onDone,
}: {
  kind: RequestKind<T>;
  data: T['showApproval'];
  onDone?: () => void;
}) {
  const { decision, client, testId: p } = kind;
  const invalidate = client.useInvalidate();
  return (
    <DecisionBox
      {...decisionProps(kind, kind.idOf(kind.shownOf(data)))}
      title="requests.approve.title"
      testId={`${p}-approval-box`}
      choices={decision.choices(data)}
      hint={decision.hint?.(data)}
      invalidate={invalidate}
      onDone={onDone}
    />
  );
}

/** "Cancel my approval": the request goes back to the viewer's level (SPEC 4). */
export function CancelApproval<T extends RequestTypes>({
  kind,
  id,
  onDone,
}: {
  kind: RequestKind<T>;
  id: number;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { client, testId: p } = kind;
  const invalidate = client.useInvalidate();
  const cancel = useMutation({
    mutationFn: () => (client.cancel as (id: number) => Promise<unknown>)(id),
    onSuccess: () => {
      showSuccess(t('requests.approve.cancelled'));
      onDone?.();
    },
    onError: (error) => {
      if (needsOwnToast(error)) showError(messageForCode(error.code));
    },
    onSettled: () => void invalidate(),
  });
  if (!client.cancel) return null;
  return (
    <Card className="app-gap" data-testid={`${p}-cancel-box`}>
      <p className="app-muted">{t('requests.approve.cancelHint')}</p>
      <Button
        icon={<RollbackOutlined />}
        loading={cancel.isPending}
        data-testid={`${p}-cancel-approval`}
        onClick={() =>
          modal.confirm({
            title: t('requests.approve.cancelTitle'),
            content: t('common.confirm'),
            okText: t('requests.approve.cancel'),
            cancelText: t('common.cancel'),
            okButtonProps: { 'data-testid': `${p}-cancel-ok` } as never,
            onOk: async () => {
              try {
                await cancel.mutateAsync();
              } catch {
                // Reported by the HTTP client or onError; the dialog closes either way.
              }
            },
          })
        }
      >
        {t('requests.approve.cancel')}
      </Button>
    </Card>
  );
}
