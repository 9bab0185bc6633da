/**
 * Small pieces the check-point screens share: the stage and phase tags, the period selector (the
 * address's `period_id`), a review's progress as antd Steps, the head of a review (the employee,
 * the period, the reviewers) and the period's dates.
 */
import type { CheckpointPhase } from '@staffhub/domain';
import { Card, Descriptions, Grid, Select, Steps, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import type { CheckpointPeriod, CheckpointReview, PeriodSummary, ProcessStep } from '../../../api/checkpoint';
import { formatDay, formatMoment, NONE, phaseColor, phaseText, stageColor, stageText } from '../labels';
import { stepStates } from '../progress';

export function StageTag({ stage, testId }: { stage: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={stageColor(stage)} className="app-status-tag" data-testid={testId}>
      {stageText(t, stage)}
    </Tag>
  );
}

export function PhaseTag({ phase }: { phase: CheckpointPhase }) {
  const { t } = useTranslation();
  return (
    <Tag color={phaseColor(phase)} className="app-status-tag" data-testid="period-phase">
      {phaseText(t, phase)}
    </Tag>
  );
}

/** The period to show; changing it puts its id in the address. */
export function PeriodSelect({
  periods,
  value,
  onChange,
  loading,
}: {
  periods: readonly PeriodSummary[];
  value: number | null | undefined;
  onChange: (periodId: number) => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="cp-period-select">
      <label htmlFor={id} className="cp-period-label">
        {t('checkpoint.period.select')}
      </label>
      <Select
        id={id}
        value={value ?? undefined}
        onChange={onChange}
        loading={loading}
        placeholder={t('checkpoint.period.none')}
        options={periods.map((p) => ({ value: p.id, label: `${p.name} (${phaseText(t, p.phase)})` }))}
        className="cp-period-input"
        popupMatchSelectWidth={false}
        data-testid="period-select"
      />
    </div>
  );
}

/** The period's windows and deadlines. */
export function PeriodDates({ period }: { period: CheckpointPeriod }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      bordered
      className="cp-period-dates"
      items={[
        {
          key: 'self',
          label: t('checkpoint.period.selfWindow'),
          children: (
            <span className="app-num cp-nowrap">
              {formatDay(period.self_start)} – {formatDay(period.self_end)}
            </span>
          ),
        },
        {
          key: 'pm',
          label: t('checkpoint.fields.pm_deadline'),
          children: <span className="app-num cp-nowrap">{formatDay(period.pm_deadline)}</span>,
        },
        {
          key: 'dm',
          label: t('checkpoint.fields.dm_deadline'),
          children: <span className="app-num cp-nowrap">{formatDay(period.dm_deadline)}</span>,
        },
        {
          key: 'interview',
          label: t('checkpoint.fields.interview_deadline'),
          children: <span className="app-num cp-nowrap">{formatDay(period.interview_deadline)}</span>,
        },
        {
          key: 'end',
          label: t('checkpoint.fields.end_date'),
          children: <span className="app-num cp-nowrap">{formatDay(period.end_date)}</span>,
        },
        { key: 'phase', label: t('checkpoint.period.phase'), children: <PhaseTag phase={period.phase} /> },
      ]}
    />
  );
}

/** A review's steps: who does each, by when, and when it was done. */
export function ProgressSteps({ steps, stage }: { steps: readonly ProcessStep[]; stage: number | null }) {
  const { t } = useTranslation();
  const account = useAccount();
  const isPhone = Grid.useBreakpoint().md === false;
  const states = stepStates(steps, stage);
  const current = states.indexOf('process');
  // The overview's own review names nobody for the employee's steps; the interviewer is known once done.
  const reviewerText = (step: ProcessStep) => {
    if (step.reviewer) return t('checkpoint.progress.by', { name: step.reviewer.name });
    if (step.step === 'self' || step.step === 'result') return t('checkpoint.progress.byYou');
    if (step.step === 'interview') return t('checkpoint.progress.byInterviewers');
    return t('checkpoint.progress.by', { name: NONE });
  };
  return (
    <Steps
      size="small"
      orientation={isPhone ? 'vertical' : 'horizontal'}
      current={current >= 0 ? current : states.filter((s) => s === 'finish' || s === 'skipped').length}
      className="cp-steps"
      data-testid="progress-steps"
      items={steps.map((step, i) => {
        const state = states[i] ?? 'wait';
        return {
          key: step.step,
          status: state === 'skipped' ? 'wait' : state,
          title: t(`checkpoint.step.${step.step}`),
          content: (
            <div className="cp-step-body" data-testid={`step-${step.step}`}>
              <div>{state === 'skipped' ? t('checkpoint.progress.skipped') : reviewerText(step)}</div>
              <div className="app-num">
                {t('checkpoint.progress.deadline', { date: formatDay(step.deadline) })}
              </div>
              {step.done_at ? (
                <div className="app-num cp-step-done">
                  {t('checkpoint.progress.doneAt', {
                    date: formatMoment(step.done_at, account.data?.company_time_zone),
                  })}
                </div>
              ) : null}
            </div>
          ),
        };
      })}
    />
  );
}

/** The head of a review: the employee, their division and position, the period, the reviewers, the stage. */
export function ReviewHead({ review, period }: { review: CheckpointReview; period: CheckpointPeriod }) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  return (
    <Card className="cp-head" data-testid="review-head">
      <Typography.Title level={2} className="cp-head-title">
        <span className="app-num">{review.employee.code}</span> {review.employee.name}
      </Typography.Title>
      <Descriptions
        size="small"
        column={isPhone ? 1 : 3}
        items={[
          { key: 'period', label: t('checkpoint.review.period'), children: period.name },
          {
            key: 'stage',
            label: t('checkpoint.review.stage'),
            children: <StageTag stage={review.stage} testId="review-stage" />,
          },
          {
            key: 'division',
            label: t('checkpoint.review.division'),
            children: review.employee.division ?? NONE,
          },
          {
            key: 'position',
            label: t('checkpoint.review.position'),
            children: review.employee.position ?? NONE,
          },
          {
            key: 'pm',
            label: t('checkpoint.review.pm'),
            children: review.pm?.name ?? t('checkpoint.review.nobody'),
          },
          {
            key: 'dm',
            label: t('checkpoint.review.dm'),
            children: review.dm?.name ?? t('checkpoint.review.nobody'),
          },
        ]}
      />
    </Card>
  );
}
