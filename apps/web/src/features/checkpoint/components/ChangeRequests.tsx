/**
 * Change requests of a sent self-assessment: the employee asks with a reason (when
 * `abilities.request_change`), the next reviewer approves or rejects the pending one (when
 * `abilities.decide_change`); approving puts the self-assessment back to a draft. Everyone who sees
 * the review sees the requests and their states.
 */
import { CHECKPOINT_LIMITS } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import {
  type ChangeRequest,
  decideChange,
  type ReviewForm,
  requestChange,
  useInvalidateCheckpoint,
} from '../../../api/checkpoint';
import { showSuccess } from '../../../api/feedback';
import { changeStatusColor, changeStatusText, formatMoment } from '../labels';

const PENDING = 1;

/** The pending request of a review, if any. */
export function pendingChange(requests: readonly ChangeRequest[]): ChangeRequest | undefined {
  return requests.find((r) => r.status === PENDING);
}

function RequestModal({ reviewId, open, onClose }: { reviewId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const invalidate = useInvalidateCheckpoint();
  const send = useMutation({
    mutationFn: (reason: string) => requestChange({ review_id: reviewId, reason }, form),
    onSuccess: () => {
      showSuccess(t('checkpoint.change.requested'));
      void invalidate();
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('checkpoint.change.requestTitle')}
      okText={t('checkpoint.change.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: send.isPending, htmlType: 'submit', form: 'cp-change-request' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('checkpoint.change.requestHint')}</Typography.Paragraph>
      <Form
        id="cp-change-request"
        name="cp_change"
        form={form}
        layout="vertical"
        onFinish={(values) => send.mutate(values.reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('checkpoint.fields.reason')}
          rules={[{ required: true, whitespace: true, message: t('checkpoint.change.reasonRequired') }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={CHECKPOINT_LIMITS.reason}
            showCount
            data-testid="change-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ChangeRequests({
  data,
  onDecided,
}: {
  data: ReviewForm;
  onDecided?: (next: ReviewForm) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const account = useAccount();
  const invalidate = useInvalidateCheckpoint();
  const [isOpen, setOpen] = useState(false);
  const { abilities, change_requests: requests, review } = data;
  const pending = pendingChange(requests);
  const zone = account.data?.company_time_zone;

  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) => decideChange(id, approve),
    onSuccess: (next, { approve }) => {
      showSuccess(t(approve ? 'checkpoint.change.approved' : 'checkpoint.change.rejected'));
      onDecided?.(next);
      void invalidate();
    },
  });

  const confirmDecision = (id: number, approve: boolean) =>
    modal.confirm({
      title: t(approve ? 'checkpoint.change.approveTitle' : 'checkpoint.change.rejectTitle'),
      content: t(approve ? 'checkpoint.change.approveConfirm' : 'checkpoint.change.rejectConfirm'),
      okText: t(approve ? 'checkpoint.change.approve' : 'checkpoint.change.reject'),
      okButtonProps: { danger: !approve },
      cancelText: t('common.cancel'),
      onOk: () => decide.mutateAsync({ id, approve }).catch(() => undefined),
    });

  if (requests.length === 0 && !abilities.request_change) return null;

  return (
    <Card
      className="cp-section"
      title={
        <Typography.Title level={2} className="cp-section-title">
          {t('checkpoint.change.title')}
        </Typography.Title>
      }
      extra={
        abilities.request_change ? (
          <Button onClick={() => setOpen(true)} data-testid="change-request-open">
            {t('checkpoint.change.request')}
          </Button>
        ) : undefined
      }
      data-testid="change-requests"
    >
      {pending && abilities.decide_change ? (
        <Alert
          type="warning"
          showIcon
          className="app-gap"
          title={t('checkpoint.change.waitsForYou')}
          description={<span className="app-pre-line">{pending.reason}</span>}
          action={
            <Space orientation="vertical">
              {abilities.approve_change ? (
                <Button
                  type="primary"
                  size="small"
                  loading={decide.isPending}
                  onClick={() => confirmDecision(pending.id, true)}
                  data-testid="change-approve"
                >
                  {t('checkpoint.change.approve')}
                </Button>
              ) : null}
              <Button
                danger
                size="small"
                loading={decide.isPending}
                onClick={() => confirmDecision(pending.id, false)}
                data-testid="change-reject"
              >
                {t('checkpoint.change.reject')}
              </Button>
            </Space>
          }
        />
      ) : null}
      {requests.length === 0 ? (
        <Typography.Paragraph type="secondary" className="cp-no-margin">
          {t('checkpoint.change.none')}
        </Typography.Paragraph>
      ) : (
        <List
          size="small"
          dataSource={[...requests].sort((a, b) => b.created_at.localeCompare(a.created_at))}
          renderItem={(request) => (
            <List.Item key={request.id} data-testid={`change-${request.id}`}>
              <div className="cp-change">
                <Space wrap size={8}>
                  <Tag color={changeStatusColor(request.status)} className="app-status-tag">
                    {changeStatusText(t, request.status)}
                  </Tag>
                  <span className="app-num app-muted-text">
                    {t('checkpoint.change.askedAt', { date: formatMoment(request.created_at, zone) })}
                  </span>
                  {request.decided_by ? (
                    <span className="app-muted-text">
                      {t('checkpoint.change.decidedBy', {
                        name: request.decided_by.name,
                        date: formatMoment(request.decided_at, zone),
                      })}
                    </span>
                  ) : null}
                </Space>
                <div className="app-pre-line cp-change-reason">{request.reason}</div>
              </div>
            </List.Item>
          )}
        />
      )}
      {abilities.request_change ? (
        <RequestModal reviewId={review.id} open={isOpen} onClose={() => setOpen(false)} />
      ) : null}
    </Card>
  );
}
