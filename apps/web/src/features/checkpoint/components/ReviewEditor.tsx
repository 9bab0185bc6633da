/**
 * One review on one screen: its head and progress, what the screen says about its step, the sheet
 * (self and PM columns as the caller's abilities allow), the step's own fields (the PM's suggested
 * raise, the department head's comment, the interview's note and final raise), "Save draft" and
 * "Send" (asked to confirm), and the change requests. The form is filled from the review once per
 * sent step, so a refetch never overwrites what is being typed. A send is checked as the server
 * would first (every criterion scored, a raise); the server's 422 lands under the same fields.
 */
import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { CHECKPOINT_LIMITS, CHECKPOINT_STAGES } from '@staffhub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../../api/account';
import {
  checkpointLabels,
  type ReviewForm,
  submitReview,
  useInvalidateCheckpoint,
} from '../../../api/checkpoint';
import { showError, showSuccess } from '../../../api/feedback';
import { queryKeys } from '../../../api/queryKeys';
import { translateFieldError } from '../../../api/validation';
import { formatDay, formatMoment, formatRaise, NONE } from '../labels';
import { type Notice, stepNotice } from '../notice';
import { CHECKPOINT_PATHS, periodPath } from '../paths';
import { stepsOfReview } from '../progress';
import {
  changedPaths,
  criterionTitles,
  type FormStep,
  namePathOf,
  type ReviewScreen,
  type ReviewValues,
  sheetColumns,
  submitBody,
  submitErrors,
  unscoredKeys,
  valuesFromAnswers,
} from '../sheet';
import { ChangeRequests, pendingChange } from './ChangeRequests';
import { ProgressSteps, ReviewHead } from './parts';
import { ReviewSheet } from './ReviewSheet';

/** The form's values from the review: the step's own draft (or what it sent). */
function initialValues(step: FormStep | null, data: ReviewForm): ReviewValues {
  const { review } = data;
  switch (step) {
    case 'self':
      return { answers: valuesFromAnswers(review.self) };
    case 'pm':
      return { answers: valuesFromAnswers(review.pm_answers), raise: review.pm_raise };
    case 'dm':
      return { answers: valuesFromAnswers(null), comment: review.dm_comment ?? '' };
    case 'interview':
      return {
        answers: valuesFromAnswers(null),
        note: review.interview_note ?? '',
        final_raise: review.final_raise,
      };
    default:
      return { answers: valuesFromAnswers(null) };
  }
}

/** Changes whenever a step is sent or the review moves: the form is filled again then. */
const versionOf = ({ review }: ReviewForm) =>
  [
    review.id,
    review.stage,
    review.self_sent_at,
    review.pm_sent_at,
    review.dm_sent_at,
    review.interview_sent_at,
  ].join('|');

function NoticeAlert({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation();
  const account = useAccount();
  if (!notice) return null;
  const date = notice.at
    ? formatMoment(notice.at, account.data?.company_time_zone)
    : notice.day
      ? formatDay(notice.day)
      : '';
  return (
    <Alert
      type={notice.type}
      showIcon
      className="app-gap"
      title={t(notice.key, { date })}
      data-testid="step-notice"
    />
  );
}

/** The notes of the steps after the assessments, as far as the caller sees them. */
function ReviewerNotes({ data, hide }: { data: ReviewForm; hide: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation();
  const { review } = data;
  const items: { key: string; label: string; children: ReactNode }[] = [];
  if (!hide.has('raise') && review.pm_raise !== null) {
    items.push({
      key: 'raise',
      label: t('checkpoint.fields.raise'),
      children: (
        <span className="app-num" data-testid="view-raise">
          {formatRaise(review.pm_raise, i18n.language)}
        </span>
      ),
    });
  }
  if (!hide.has('comment') && review.dm_comment) {
    items.push({
      key: 'comment',
      label: t('checkpoint.fields.comment'),
      children: (
        <span className="app-pre-line" data-testid="view-comment">
          {review.dm_comment}
        </span>
      ),
    });
  }
  if (!hide.has('note') && (review.interview_note || review.interview_sent_at)) {
    items.push({
      key: 'note',
      label: t('checkpoint.fields.note'),
      children: (
        <span className="app-pre-line" data-testid="view-note">
          {review.interview_note || NONE}
        </span>
      ),
    });
  }
  if (!hide.has('final_raise') && review.final_raise !== null) {
    items.push({
      key: 'final_raise',
      label: t('checkpoint.fields.final_raise'),
      children: (
        <strong className="app-num" data-testid="view-final-raise">
          {formatRaise(review.final_raise, i18n.language)}
        </strong>
      ),
    });
  }
  if (!hide.has('note') && review.interviewed_by) {
    items.push({
      key: 'interviewer',
      label: t('checkpoint.review.interviewer'),
      children: review.interviewed_by.name,
    });
  }
  if (items.length === 0) return null;
  return (
    <Card
      className="cp-section"
      title={
        <Typography.Title level={2} className="cp-section-title">
          {t('checkpoint.review.notes')}
        </Typography.Title>
      }
    >
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

/** The step's own fields: what the PM, the department head or the interview adds to the sheet. */
function StepFields({ step, data, disabled }: { step: FormStep; data: ReviewForm; disabled: boolean }) {
  const { t } = useTranslation();
  if (step === 'self') return null;
  const raiseInput = (name: 'raise' | 'final_raise', testId: string) => (
    <Form.Item name={name} label={t(`checkpoint.fields.${name}`)} className="cp-raise-item">
      <InputNumber
        min={0}
        max={CHECKPOINT_LIMITS.raiseMax}
        step={0.5}
        precision={2}
        suffix="%"
        disabled={disabled}
        className="cp-raise-input"
        data-testid={testId}
      />
    </Form.Item>
  );
  return (
    <Card
      className="cp-section"
      title={
        <Typography.Title level={2} className="cp-section-title">
          {t(`checkpoint.stepFields.${step}`)}
        </Typography.Title>
      }
    >
      {step === 'pm' ? raiseInput('raise', 'raise-input') : null}
      {step === 'dm' ? (
        <Form.Item name="comment" label={t('checkpoint.fields.comment')}>
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 14 }}
            maxLength={CHECKPOINT_LIMITS.note}
            showCount
            disabled={disabled}
            data-testid="comment-input"
          />
        </Form.Item>
      ) : null}
      {step === 'interview' ? (
        <>
          <Form.Item name="note" label={t('checkpoint.fields.note')}>
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 14 }}
              maxLength={CHECKPOINT_LIMITS.note}
              showCount
              disabled={disabled}
              data-testid="note-input"
            />
          </Form.Item>
          {data.abilities.final_raise ? raiseInput('final_raise', 'final-raise-input') : null}
        </>
      ) : null}
    </Card>
  );
}

interface Props {
  data: ReviewForm;
  screen: ReviewScreen;
}

export function ReviewEditor({ data, screen }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const invalidate = useInvalidateCheckpoint();
  const [form] = Form.useForm<ReviewValues>();
  const { period, review, abilities } = data;
  const step: FormStep | null =
    screen === 'self' || screen === 'pm' || screen === 'dm' || screen === 'interview' ? screen : null;
  const editing = step !== null && abilities[step];
  const columns = sheetColumns(screen, review, abilities);
  const typed = Form.useWatch('answers', form);

  const version = versionOf(data);
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (filledFor.current === version) return;
    filledFor.current = version;
    form.resetFields();
    form.setFieldsValue(initialValues(step, data));
  }, [version, step, data, form]);

  const submit = useMutation({
    mutationFn: ({ body }: { body: ReturnType<typeof submitBody> }) => submitReview(body, form),
    onSuccess: (next, { body }) => {
      client.setQueryData(queryKeys.checkpointForm(next.review.id), next);
      const sent = 'action' in body && body.action === 'send';
      showSuccess(t(sent ? `checkpoint.submit.sent.${body.step}` : 'checkpoint.submit.saved'));
      void invalidate();
    },
  });

  const run = (action: 'draft' | 'send') => {
    if (!step) return;
    const values = form.getFieldsValue(true) as ReviewValues;
    const body = submitBody(step, review.id, action, period.form, values, abilities.final_raise);
    const errors = submitErrors(body, period.form, { finalRaiseRequired: abilities.final_raise });
    if (errors) {
      const fields = Object.keys(errors);
      const labels = checkpointLabels(fields);
      form.setFields(
        Object.entries(errors).map(([field, list]) => ({
          name: namePathOf(field) as never,
          errors: list.slice(0, 1).map((e) => translateFieldError(field, e, labels)),
        })),
      );
      const first = fields[0];
      if (first) form.scrollToField(namePathOf(first) as never, { block: 'center' });
      showError(t('checkpoint.submit.incomplete'), 'checkpoint-incomplete');
      return;
    }
    if (action === 'draft') {
      submit.mutate({ body });
      return;
    }
    modal.confirm({
      title: t(`checkpoint.submit.confirmTitle.${step}`),
      content: t('checkpoint.submit.confirmText'),
      okText: t('checkpoint.submit.send'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'send-confirm' } as never,
      onOk: () => submit.mutateAsync({ body }).catch(() => undefined),
    });
  };

  const unscored = editing && (step === 'self' || step === 'pm') ? unscoredKeys(period.form, typed) : [];
  const titles = criterionTitles(period.form);
  const pending = pendingChange(data.change_requests);
  const hideNotes = new Set<string>(
    step === 'pm'
      ? ['raise']
      : step === 'dm'
        ? ['comment']
        : step === 'interview'
          ? ['note', 'final_raise']
          : [],
  );

  return (
    <>
      <ReviewHead review={review} period={period} />
      <Card className="cp-section">
        <ProgressSteps steps={stepsOfReview(period, review)} stage={review.stage} />
      </Card>
      {step ? <NoticeAlert notice={stepNotice(step, period, review, abilities)} /> : null}
      {screen === 'self' && pending ? (
        <Alert
          type="warning"
          showIcon
          className="app-gap"
          title={t('checkpoint.change.pendingMine', { name: review.pm?.name ?? review.dm?.name ?? NONE })}
          data-testid="change-pending"
        />
      ) : null}
      {screen === 'self' && review.stage >= CHECKPOINT_STAGES.RESULT ? (
        <Alert
          type="success"
          showIcon
          className="app-gap"
          title={t('checkpoint.notice.resultReady')}
          action={
            <Link to={periodPath(CHECKPOINT_PATHS.result, period.id)}>
              <Button size="small">{t('checkpoint.result.open')}</Button>
            </Link>
          }
        />
      ) : null}
      {/* Above the sheet: a pending request is the first thing its decider has to answer. */}
      {screen !== 'interview' ? (
        <ChangeRequests
          data={data}
          onDecided={(next) => client.setQueryData(queryKeys.checkpointForm(next.review.id), next)}
        />
      ) : null}
      <Form<ReviewValues>
        name="cp_review"
        form={form}
        layout="vertical"
        disabled={submit.isPending}
        className="cp-form"
        // A field's problem goes once it is changed (the fields have no rules to check again).
        onValuesChange={(changed) =>
          form.setFields(changedPaths(changed).map((name) => ({ name: name as never, errors: [] })))
        }
      >
        <ReviewSheet form={period.form} columns={columns} disabled={!editing || submit.isPending} />
        {screen !== 'self' ? <ReviewerNotes data={data} hide={editing ? hideNotes : new Set()} /> : null}
        {editing && step ? <StepFields step={step} data={data} disabled={submit.isPending} /> : null}
        {editing ? (
          <div className="cp-actions">
            {unscored.length > 0 ? (
              <Typography.Text type="secondary" className="cp-unscored" data-testid="unscored">
                {t('checkpoint.submit.unscored', {
                  count: unscored.length,
                  names: unscored
                    .slice(0, 3)
                    .map((k) => titles.get(k) ?? k)
                    .join(', '),
                })}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary" className="cp-unscored">
                {step === 'self' || step === 'pm' ? t('checkpoint.submit.allScored') : ''}
              </Typography.Text>
            )}
            <Space wrap>
              <Button
                icon={<SaveOutlined />}
                onClick={() => run('draft')}
                loading={submit.isPending}
                data-testid="save-draft"
              >
                {t('checkpoint.submit.draft')}
              </Button>
              <Button
                type="primary"
                icon={<SendOutlined />}
                onClick={() => run('send')}
                loading={submit.isPending}
                data-testid="send"
              >
                {t('checkpoint.submit.send')}
              </Button>
            </Space>
          </div>
        ) : null}
      </Form>
    </>
  );
}
