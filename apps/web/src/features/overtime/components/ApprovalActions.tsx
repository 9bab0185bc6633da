/**
 * The approval box of SPEC 2: a note and Approve / Reject, each behind "Are you sure you want to do
 * this?". Rejecting needs the note (ZApproveInput, checked here before asking the server).
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { REASON_MAX_LENGTH, toFieldErrors, ZApproveInput } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../api/feedback';
import { messageForCode } from '../../../api/http';
import {
  approveOvertime,
  needsOwnToast,
  OVERTIME_LABELS,
  useInvalidateOvertime,
} from '../../../api/overtime';
import { fieldLabel, translateFieldError } from '../../../api/validation';

type Decision = 2 | 3;

export function ApprovalActions({ id, onDone }: { id: number; onDone?: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ comment: string }>();
  const decision = useRef<Decision>(2);
  const invalidate = useInvalidateOvertime();

  const mutation = useMutation({
    mutationFn: (status: Decision) => {
      const comment = (form.getFieldValue('comment') as string | undefined)?.trim() || null;
      return approveOvertime(id, { status, comment }, form);
    },
    onSuccess: (_, status) => {
      showSuccess(t(status === 2 ? 'overtime.approve.approved' : 'overtime.approve.rejected'));
      form.resetFields();
      onDone?.();
    },
    onError: (error) => {
      if (needsOwnToast(error)) showError(messageForCode(error.code));
    },
    // Processed or not, what the screen shows may be stale now (another approver acted).
    onSettled: () => void invalidate(),
  });

  const commentRule = {
    validator: async (_: unknown, value: string | undefined) => {
      const input = { status: decision.current, comment: value?.trim() || null };
      const result = ZApproveInput.safeParse(input);
      if (result.success) return;
      const first = toFieldErrors(result.error.issues, input).comment?.[0];
      if (first) throw new Error(translateFieldError('comment', first, OVERTIME_LABELS));
    },
  };

  const ask = async (status: Decision) => {
    decision.current = status;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    modal.confirm({
      title: t(status === 2 ? 'overtime.approve.confirmApprove' : 'overtime.approve.confirmReject'),
      content: t('common.confirm'),
      okText: t(status === 2 ? 'overtime.approve.approve' : 'overtime.approve.reject'),
      okButtonProps: { 'data-testid': 'ot-confirm-ok', danger: status === 3 } as never,
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
    <Card title={t('overtime.approve.title')} className="app-gap" data-testid="ot-approval-box">
      <Form form={form} layout="vertical" disabled={mutation.isPending} initialValues={{ comment: '' }}>
        <Form.Item name="comment" label={fieldLabel('comment', OVERTIME_LABELS)} rules={[commentRule]}>
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            showCount
            placeholder={t('overtime.approve.notePlaceholder')}
            data-testid="ot-note"
          />
        </Form.Item>
        <Space wrap>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => void ask(2)}
            loading={mutation.isPending && decision.current === 2}
            data-testid="ot-approve"
          >
            {t('overtime.approve.approve')}
          </Button>
          <Button
            danger
            icon={<CloseOutlined />}
            onClick={() => void ask(3)}
            loading={mutation.isPending && decision.current === 3}
            data-testid="ot-reject"
          >
            {t('overtime.approve.reject')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
