/**
 * The bulk approval dialog of the correction approval list: the API needs a comment for every
 * decision, so the dialog asks for one (required, at most 512) before approving the selection.
 */
import { REASON_MAX_LENGTH, ZCorrectionDecision } from '@staffhub/domain';
import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CORRECTION_LABELS } from '../../../api/corrections';
import { fieldLabel, schemaRule } from '../../../api/validation';

interface Props {
  open: boolean;
  count: number;
  busy?: boolean;
  onCancel: () => void;
  onApprove: (comment: string) => void;
}

export function BulkApproveModal({ open, count, busy, onCancel, onApprove }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment: string; status: number }>();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  return (
    <Modal
      open={open}
      title={t('corrections.approval.bulkTitle', { count })}
      okText={t('corrections.approve.approve')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'correction-bulk-ok' } as never}
      forceRender
      data-testid="correction-bulk-modal"
    >
      <Typography.Paragraph>{t('common.confirm')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="correction_bulk"
        initialValues={{ comment: '', status: 2 }}
        onFinish={(values) => onApprove(values.comment.trim())}
      >
        <Form.Item name="status" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          name="comment"
          label={fieldLabel('comment', CORRECTION_LABELS)}
          required
          extra={t('corrections.approval.bulkHint')}
          rules={[schemaRule(ZCorrectionDecision, 'comment', CORRECTION_LABELS)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            showCount
            data-testid="correction-bulk-comment"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
