/**
 * The screens of one review (`?id=`): the PM's assessment, the department head's comment, the
 * interview, and the read-only view; and the employee's own self-assessment (`?period_id=`, their
 * review in that period, the latest one they take part in without it). Who may open a review and
 * what they may do in it is the server's answer (403 page otherwise).
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useReviewForm, useReviewProcess } from '../../api/checkpoint';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { PeriodSelect } from './components/parts';
import { ReviewEditor } from './components/ReviewEditor';
import { CHECKPOINT_PATHS, periodPath, positiveParam } from './paths';
import type { ReviewScreen } from './sheet';
import './checkpoint.css';

function BackTo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to}>
      <Button icon={<ArrowLeftOutlined />}>{t('checkpoint.backToList')}</Button>
    </Link>
  );
}

/** A review screen opened without a review: where to choose one. */
function NoReviewChosen({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={<h2 className="app-result-title">{t('checkpoint.review.noneChosen')}</h2>}
      subTitle={t('checkpoint.review.noneChosenHint')}
      extra={
        <Link to={listPath}>
          <Button type="primary">{t('checkpoint.review.toList')}</Button>
        </Link>
      }
    />
  );
}

function ReviewScreenPage({
  screen,
  listPath,
}: {
  screen: Exclude<ReviewScreen, 'self' | 'result'>;
  listPath: string;
}) {
  const [params] = useSearchParams();
  const id = positiveParam(params, 'id');
  const query = useReviewForm(id);
  return (
    <>
      <PageHeading extra={<BackTo to={listPath} />} />
      {id === null ? (
        <NoReviewChosen listPath={listPath} />
      ) : (
        <Loaded query={query} size="large">
          {(data) => <ReviewEditor data={data} screen={screen} />}
        </Loaded>
      )}
    </>
  );
}

export function ByPmPage() {
  return <ReviewScreenPage screen="pm" listPath={CHECKPOINT_PATHS.waitingPm} />;
}

export function ByDmPage() {
  return <ReviewScreenPage screen="dm" listPath={CHECKPOINT_PATHS.waitingDm} />;
}

export function InterviewPage() {
  return <ReviewScreenPage screen="interview" listPath={CHECKPOINT_PATHS.waitingInterview} />;
}

export function SeeReviewPage() {
  return <ReviewScreenPage screen="see" listPath={CHECKPOINT_PATHS.overview} />;
}

/** The employee's own self-assessment in the chosen period. */
export function MyselfPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const periodId = positiveParam(params, 'period_id');
  const process = useReviewProcess(periodId);
  const reviewId = process.data?.my_review?.id ?? null;
  const review = useReviewForm(reviewId);
  return (
    <>
      <PageHeading
        extra={
          <PeriodSelect
            periods={process.data?.periods ?? []}
            value={periodId ?? process.data?.period?.id}
            loading={process.isPending}
            onChange={(id) => setParams(new URLSearchParams({ period_id: String(id) }))}
          />
        }
      />
      <Loaded query={process} size="large">
        {(data) =>
          !data.period ? (
            <Empty description={t('checkpoint.period.noneYet')} />
          ) : !data.my_review ? (
            <Empty description={t('checkpoint.review.notInPeriod')}>
              <Link to={periodPath(CHECKPOINT_PATHS.overview, data.period.id)}>
                <Button>{t('checkpoint.overview.open')}</Button>
              </Link>
            </Empty>
          ) : (
            <Loaded query={review} size="large">
              {(form) => <ReviewEditor data={form} screen="self" />}
            </Loaded>
          )
        }
      </Loaded>
    </>
  );
}
