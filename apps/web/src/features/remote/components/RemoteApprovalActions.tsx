/**
 * The remote approval box (SPEC 2, 4, 5): a note (required, at most 255) and Approve (2) / Reject
 * (3), each behind "Are you sure you want to do this?". Sent as POST /remote/approve/{id}.
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { REMOTE_NOTE_MAX_LENGTH, toFieldErrors, ZRemoteDecision } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../api/feedback';
import { messageForCode } from '../../../api/http';
import { needsOwnToast } from '../../../api/overtime';
import {
  decideRemote,
  REMOTE_APPROVAL_LABELS,
  type RemoteDecision,
  useInvalidateRemote,
} from '../../../api/remote';
import { fieldLabel, translateFieldError } from '../../../api/validation';

export function RemoteApprovalActions({ id, onDone }: { id: number; onDone?: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const decision = useRef<RemoteDecision>(2);
  const invalidate = useInvalidateRemote();

  const mutation = useMutation({
    mutationFn: (status: RemoteDecision) => {
      const reason = ((form.getFieldValue('reason') as string | undefined) ?? '').trim();
      return decideRemote(id, { status, reason }, form);
    },
    onSuccess: (_, status) => {
      showSuccess(t(status === 2 ? 'remote.approve.approved' : 'remote.approve.rejected'));
      form.resetFields();
      onDone?.();
    },
    onError: (error) => {
      if (needsOwnToast(error)) showError(messageForCode(error.code));
    },
    // Decided or not, what the screen shows may be stale now (another approver acted).
    onSettled: () => void invalidate(),
  });

  const reasonRule = {
    validator: async (_: unknown, value: string | undefined) => {
      const input = { status: decision.current, reason: value ?? '' };
      const result = ZRemoteDecision.safeParse(input);
      if (result.success) return;
      const first = toFieldErrors(result.error.issues, input).reason?.[0];
      if (first) throw new Error(translateFieldError('reason', first, REMOTE_APPROVAL_LABELS));
    },
  };

  const ask = async (status: RemoteDecision) => {
    decision.current = status;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    modal.confirm({
      title: t(status === 2 ? 'remote.approve.confirmApprove' : 'remote.approve.confirmReject'),
      content: t('common.confirm'),
      okText: t(status === 2 ? 'remote.approve.approve' : 'remote.approve.reject'),
      okButtonProps: { 'data-testid': 'remote-confirm-ok', danger: status === 3 } as never,
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await mutation.mutateAsync(status);
        } catch {
          // Reported by the HTTP client or onError; the dialog closes either way.
        }
      },
    });
  };

  return (
    <Card title={t('remote.approve.title')} className="app-gap" data-testid="remote-approval-box">
      <Form form={form} layout="vertical" disabled={mutation.isPending} initialValues={{ reason: '' }}>
        <Form.Item
          name="reason"
          label={fieldLabel('reason', REMOTE_APPROVAL_LABELS)}
          required
          rules={[reasonRule]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REMOTE_NOTE_MAX_LENGTH}
            showCount
            placeholder={t('remote.approve.notePlaceholder')}
            data-testid="remote-note"
          />
        </Form.Item>
        <Space wrap>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => void ask(2)}
            loading={mutation.isPending && decision.current === 2}
            data-testid="remote-approve"
          >
            {t('remote.approve.approve')}
          </Button>
          <Button
            danger
            icon={<CloseOutlined />}
            onClick={() => void ask(3)}
            loading={mutation.isPending && decision.current === 3}
            data-testid="remote-reject"
          >
            {t('remote.approve.reject')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
