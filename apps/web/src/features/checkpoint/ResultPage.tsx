/**
 * /checkpoint/result?period_id=: the employee's own result once the interview is done (stage 4): the
 * final agreed raise, the interview's note, the department head's comment, each section's mean by
 * the employee and by the PM, and the sheet with both columns. "Confirm" acknowledges it (when
 * `abilities.confirm`, asked first). Before that, where the review stands.
 */
import { CheckOutlined } from '@ant-design/icons';
import { sectionScores } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Row,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccount } from '../../api/account';
import {
  type CheckpointForm,
  type CheckpointResult,
  submitReview,
  useCheckpointResult,
  useInvalidateCheckpoint,
  useReviewProcess,
} from '../../api/checkpoint';
import { showSuccess } from '../../api/feedback';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { PeriodSelect, ProgressSteps, ReviewHead } from './components/parts';
import { ReviewSheet } from './components/ReviewSheet';
import { formatMoment, formatRaise, formatScore, NONE, stageText } from './labels';
import { positiveParam } from './paths';
import { stepsOfReview } from './progress';
import { sheetColumns } from './sheet';
import './checkpoint.css';

type Review = NonNullable<CheckpointResult['review']>;

function SectionMeans({ form, review }: { form: CheckpointForm; review: Review }) {
  const { t, i18n } = useTranslation();
  const self = sectionScores(form, review.self);
  const pm = sectionScores(form, review.pm_answers);
  const rows = form.sections.map((s, i) => ({
    key: s.key,
    title: s.title,
    self: self[i]?.score ?? null,
    pm: pm[i]?.score ?? null,
  }));
  return (
    <div className="cp-table-scroll">
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        data-testid="section-means"
        columns={[
          { key: 'title', title: t('checkpoint.result.section'), dataIndex: 'title' },
          {
            key: 'self',
            title: t('checkpoint.sheet.column.self'),
            align: 'right',
            render: (_, row) => <span className="app-num">{formatScore(row.self, i18n.language)}</span>,
          },
          {
            key: 'pm',
            title: t('checkpoint.sheet.column.pm'),
            align: 'right',
            render: (_, row) => <span className="app-num">{formatScore(row.pm, i18n.language)}</span>,
          },
        ]}
      />
    </div>
  );
}

function ReadyResult({ data }: { data: CheckpointResult }) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const account = useAccount();
  const invalidate = useInvalidateCheckpoint();
  const [sheetForm] = Form.useForm();
  const period = data.period;
  const review = data.review;
  const confirm = useMutation({
    mutationFn: (reviewId: number) => submitReview({ step: 'confirm', review_id: reviewId }),
    onSuccess: () => {
      showSuccess(t('checkpoint.result.confirmed'));
      void invalidate();
    },
  });
  if (!period || !review) return null;
  const locale = i18n.language;
  const askConfirm = () =>
    modal.confirm({
      title: t('checkpoint.result.confirmTitle'),
      content: t('checkpoint.result.confirmText'),
      okText: t('checkpoint.result.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: () => confirm.mutateAsync(review.id).catch(() => undefined),
    });
  return (
    <>
      <ReviewHead review={review} period={period} />
      <Card className="cp-section" data-testid="result-summary">
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}>
            <Statistic
              title={t('checkpoint.list.columns.selfScore')}
              value={formatScore(review.self_score, locale)}
            />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title={t('checkpoint.list.columns.pmScore')}
              value={formatScore(review.pm_score, locale)}
            />
          </Col>
          <Col xs={24} md={12}>
            <Statistic
              title={t('checkpoint.fields.final_raise')}
              value={formatRaise(review.final_raise, locale)}
              styles={{ content: { color: 'var(--sh-success)' } }}
              data-testid="result-final-raise"
            />
          </Col>
        </Row>
        <Descriptions
          column={1}
          size="small"
          className="app-gap-top"
          items={[
            {
              key: 'comment',
              label: t('checkpoint.fields.comment'),
              children: <span className="app-pre-line">{review.dm_comment || NONE}</span>,
            },
            {
              key: 'note',
              label: t('checkpoint.fields.note'),
              children: <span className="app-pre-line">{review.interview_note || NONE}</span>,
            },
            {
              key: 'interviewer',
              label: t('checkpoint.review.interviewer'),
              children: review.interviewed_by?.name ?? NONE,
            },
          ]}
        />
        {review.confirmed_at ? (
          <Alert
            type="success"
            showIcon
            className="app-gap-top"
            title={t('checkpoint.result.confirmedAt', {
              date: formatMoment(review.confirmed_at, account.data?.company_time_zone),
            })}
            data-testid="result-confirmed"
          />
        ) : data.abilities?.confirm ? (
          <div className="cp-actions">
            <Typography.Text type="secondary">{t('checkpoint.result.confirmHint')}</Typography.Text>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              onClick={askConfirm}
              loading={confirm.isPending}
              data-testid="result-confirm"
            >
              {t('checkpoint.result.confirm')}
            </Button>
          </div>
        ) : null}
      </Card>
      <Card
        className="cp-section"
        title={
          <Typography.Title level={2} className="cp-section-title">
            {t('checkpoint.result.means')}
          </Typography.Title>
        }
      >
        <SectionMeans form={period.form} review={review} />
      </Card>
      <Form form={sheetForm} component="div">
        <ReviewSheet form={period.form} columns={sheetColumns('result', review, null)} />
      </Form>
    </>
  );
}

export function ResultPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const periodId = positiveParam(params, 'period_id');
  const process = useReviewProcess(periodId);
  const result = useCheckpointResult(periodId);
  return (
    <>
      <PageHeading
        extra={
          <PeriodSelect
            periods={process.data?.periods ?? []}
            value={periodId ?? result.data?.period?.id ?? process.data?.period?.id}
            loading={process.isPending}
            onChange={(id) => setParams(new URLSearchParams({ period_id: String(id) }))}
          />
        }
      />
      <Loaded query={result} size="large">
        {(data) =>
          !data.review || !data.period ? (
            <Empty description={t('checkpoint.review.notInPeriod')} />
          ) : data.ready ? (
            <ReadyResult data={data} />
          ) : (
            <>
              <Alert
                type="info"
                showIcon
                className="app-gap"
                title={t('checkpoint.result.notReady')}
                description={t('checkpoint.result.notReadyHint', { stage: stageText(t, data.review.stage) })}
                data-testid="result-not-ready"
              />
              <Card className="cp-section">
                <ProgressSteps steps={stepsOfReview(data.period, data.review)} stage={data.review.stage} />
              </Card>
            </>
          )
        }
      </Loaded>
    </>
  );
}
