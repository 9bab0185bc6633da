/**
 * The bulk approval's dialog of a kind whose every decision needs a comment (corrections): it asks
 * for one, checked with the kind's decision schema, and sends it with each approval of the selection.
 */
import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, schemaRule } from '../api/validation';
import type { RequestTypes } from './client';
import type { RequestKind } from './kind';

interface Props<T extends RequestTypes> {
  kind: RequestKind<T>;
  open: boolean;
  count: number;
  busy?: boolean;
  onCancel: () => void;
  onApprove: (comment: string) => void;
}

export function BulkCommentModal<T extends RequestTypes>({
  kind,
  open,
  count,
  busy,
  onCancel,
  onApprove,
}: Props<T>) {
  const { t } = useTranslation();
  const { area, testId: p, decision, client } = kind;
  const [form] = Form.useForm<Record<string, string | number>>();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  return (
    <Modal
      open={open}
      title={t(`${area}.approval.bulkTitle`, { count })}
      okText={t('requests.approve.approve')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': `${p}-bulk-ok` } as never}
      forceRender
      data-testid={`${p}-bulk-modal`}
    >
      <Typography.Paragraph>{t('common.confirm')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name={`${p}_bulk`}
        // The decision schema reads the status too: every bulk decision is an approval (2).
        initialValues={{ [decision.field]: '', status: 2 }}
        onFinish={(values) => onApprove(String(values[decision.field] ?? '').trim())}
      >
        <Form.Item name="status" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          name={decision.field}
          label={fieldLabel(decision.field, client.decisionLabels)}
          required
          extra={t(`${area}.approval.bulkHint`)}
          rules={[schemaRule(decision.schema, decision.field, client.decisionLabels)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={decision.maxLength}
            showCount
            data-testid={`${p}-bulk-comment`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
