/**
 * The correction approval box (SPEC 4, SPEC 5): a required comment (at most 512) and two buttons,
 * each behind "Are you sure you want to do this?". The manager approves (2) or rejects (3); the
 * administrator confirms (2) or offers (5), with the offer popup title.
 */
import { CheckOutlined, CloseOutlined, SwapOutlined } from '@ant-design/icons';
import { REASON_MAX_LENGTH, ZCorrectionDecision } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CORRECTION_LABELS, decideCorrection, useInvalidateCorrections } from '../../../api/corrections';
import { showError, showSuccess } from '../../../api/feedback';
import { messageForCode } from '../../../api/http';
import { needsOwnToast } from '../../../api/overtime';
import { fieldLabel, schemaRule } from '../../../api/validation';
import { type DecisionButton, decisionButtons } from '../rules';

interface Props {
  id: number;
  actsAsAdmin: boolean;
  onDone?: () => void;
}

export function CorrectionApprovalActions({ id, actsAsAdmin, onDone }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ comment: string; status: number }>();
  const buttons = decisionButtons(actsAsAdmin);
  const chosen = useRef<DecisionButton>(buttons.positive);
  const invalidate = useInvalidateCorrections();

  const mutation = useMutation({
    mutationFn: (button: DecisionButton) => {
      const comment = ((form.getFieldValue('comment') as string | undefined) ?? '').trim();
      return decideCorrection(id, { status: button.status, comment }, form);
    },
    onSuccess: (_, button) => {
      showSuccess(t(button.done));
      form.resetFields();
      onDone?.();
    },
    onError: (error) => {
      if (needsOwnToast(error)) showError(messageForCode(error.code));
    },
    // Decided or not, what the screen shows may be stale now (another approver acted).
    onSettled: () => void invalidate(),
  });

  const ask = async (button: DecisionButton) => {
    chosen.current = button;
    form.setFieldValue('status', button.status);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const negative = button.status !== 2;
    modal.confirm({
      title: t(button.title),
      content: t('common.confirm'),
      okText: t(button.label),
      okButtonProps: { 'data-testid': 'correction-confirm-ok', danger: button.status === 3 } as never,
      cancelText: t('common.cancel'),
      icon: negative ? undefined : <CheckOutlined style={{ color: '#52c41a' }} />,
      onOk: async () => {
        try {
          await mutation.mutateAsync(button);
        } catch {
          // Reported by the HTTP client or onError; the dialog closes either way.
        }
      },
    });
  };

  const busy = (button: DecisionButton) => mutation.isPending && chosen.current.status === button.status;

  return (
    <Card title={t('corrections.approve.title')} className="app-gap" data-testid="correction-approval-box">
      {actsAsAdmin && (
        <Alert type="info" showIcon className="app-gap" title={t('corrections.approve.adminHint')} />
      )}
      <Form
        form={form}
        layout="vertical"
        disabled={mutation.isPending}
        initialValues={{ comment: '', status: 2 }}
      >
        <Form.Item name="status" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          name="comment"
          label={fieldLabel('comment', CORRECTION_LABELS)}
          required
          rules={[schemaRule(ZCorrectionDecision, 'comment', CORRECTION_LABELS)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            showCount
            placeholder={t('corrections.approve.commentPlaceholder')}
            data-testid="correction-comment"
          />
        </Form.Item>
        <Space wrap>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => void ask(buttons.positive)}
            loading={busy(buttons.positive)}
            data-testid="correction-approve"
          >
            {t(buttons.positive.label)}
          </Button>
          <Button
            danger={!actsAsAdmin}
            icon={actsAsAdmin ? <SwapOutlined /> : <CloseOutlined />}
            onClick={() => void ask(buttons.negative)}
            loading={busy(buttons.negative)}
            data-testid="correction-reject"
          >
            {t(buttons.negative.label)}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
