/**
 * The weekly project review: the last weeks as a trend (a grid of weeks × the eight items, and the
 * week's health, each green, amber or red; a week nobody reviewed stays grey), so a manager sees a
 * project going red; and the review of one week (its Monday) with the eight items 1–3 and a note.
 * Clicking a week of the trend opens it in the form.
 */
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined, SaveOutlined } from '@ant-design/icons';
import { mondayOf, PROJECT_LIMITS, REVIEW_ITEMS, WIRE_DATE_FORMAT } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Radio, Row, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { showSuccess } from '../../../api/feedback';
import {
  type Review,
  type ReviewInput,
  saveReview,
  useInvalidateProjects,
  useReviews,
  useReviewWeek,
} from '../../../api/projects';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import { todayIn } from '../../timesheets/dateRange';
import { formatProjectDate } from '../format';
import { applyApiErrors } from '../formErrors';
import {
  healthOf,
  isPickableMonday,
  type ReviewItem,
  redWeeks,
  reviewFormValues,
  TONES,
  type Tone,
  trendDirection,
  trendGrid,
} from '../review';
import { ProjectDatePicker, projectDateItemProps, useScrollFocus } from './parts';

const WEEK_CHOICES = [8, 12, 26, 52] as const;

function ToneCell({ value, tone, label }: { value: number; tone: Tone; label: string }) {
  return (
    <span className={`app-review-cell app-review-${tone}`} title={label}>
      <span aria-hidden>{tone === 'none' ? '–' : value}</span>
      <span className="app-sr-only">{label}</span>
    </span>
  );
}

function Trend({
  reviews,
  selected,
  onSelect,
}: {
  reviews: Review[];
  selected: string | null;
  onSelect: (monday: string) => void;
}) {
  const { t } = useTranslation();
  const { weeks, rows } = trendGrid(reviews);
  const scroll = useRef<HTMLElement>(null);
  useScrollFocus(scroll);
  const levelText = (value: number, reviewed: boolean) =>
    reviewed ? t(`projects.review.level.${value}`) : t('projects.review.notReviewed');
  return (
    <section className="app-review-scroll" ref={scroll} aria-label={t('projects.review.trend')}>
      <table className="app-review-grid" data-testid="project-review-trend">
        <thead>
          <tr>
            <th scope="col" className="app-review-item">
              {t('projects.review.item')}
            </th>
            {weeks.map((w) => (
              <th
                key={w.start_date}
                scope="col"
                className={w.start_date === selected ? 'app-review-selected' : undefined}
              >
                <button
                  type="button"
                  className="app-review-week"
                  onClick={() => onSelect(w.start_date)}
                  aria-pressed={w.start_date === selected}
                  aria-label={t('projects.review.openWeek', { date: formatProjectDate(w.start_date) })}
                  data-testid={`project-review-week-${w.start_date}`}
                >
                  {formatProjectDate(w.start_date).slice(0, 5)}
                  {w.id === null && (
                    <span className="app-review-unreviewed" aria-hidden>
                      *
                    </span>
                  )}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.key === 'health' ? 'app-review-health' : undefined}>
              <th scope="row" className="app-review-item">
                {t(`projects.review.items.${row.key}`)}
              </th>
              {row.cells.map((cell, i) => (
                <td
                  key={cell.start_date}
                  className={cell.start_date === selected ? 'app-review-selected' : undefined}
                >
                  <ToneCell
                    value={cell.value}
                    tone={cell.tone}
                    label={`${formatProjectDate(cell.start_date)}: ${levelText(cell.value, weeks[i]?.id !== null)}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Legend() {
  const { t } = useTranslation();
  return (
    <Space wrap size={[12, 4]} className="app-review-legend">
      {([1, 2, 3] as const).map((level) => (
        <span key={level} className="app-review-legend-item">
          <span className={`app-review-cell app-review-${TONES[level]}`} aria-hidden>
            {level}
          </span>
          {t(`projects.review.level.${level}`)}
        </span>
      ))}
      <span className="app-review-legend-item">
        <span className="app-review-cell app-review-none" aria-hidden>
          –
        </span>
        {t('projects.review.notReviewedLegend')}
      </span>
    </Space>
  );
}

function Summary({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  const direction = trendDirection(reviews);
  const red = redWeeks(reviews);
  const latest = reviews.find((r) => r.id !== null);
  if (!latest) return <Alert type="info" showIcon title={t('projects.review.none')} className="app-gap" />;
  const icon =
    direction === 'worse' ? (
      <ArrowDownOutlined />
    ) : direction === 'better' ? (
      <ArrowUpOutlined />
    ) : (
      <MinusOutlined />
    );
  return (
    <Alert
      type={
        latest.health === 3 ? 'error' : latest.health === 2 || direction === 'worse' ? 'warning' : 'success'
      }
      showIcon
      className="app-gap"
      data-testid="project-review-summary"
      title={t('projects.review.latest', {
        date: formatProjectDate(latest.start_date),
        level: t(`projects.review.level.${latest.health}`),
      })}
      description={
        <Space wrap size={[12, 4]}>
          {direction && (
            <span>
              {icon} {t(`projects.review.direction.${direction}`)}
            </span>
          )}
          <span>{t('projects.review.redWeeks', { count: red, weeks: reviews.length })}</span>
        </Space>
      }
    />
  );
}

type FormValues = ReviewInput;

function WeekForm({
  projectId,
  monday,
  currentMonday,
  onWeek,
  canManage,
}: {
  projectId: number;
  monday: string;
  currentMonday: string;
  onWeek: (monday: string) => void;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const week = useReviewWeek(projectId, monday);
  const invalidate = useInvalidateProjects();
  const stored = week.data?.reviews.find((r) => r.start_date === monday);
  const values = Form.useWatch([], form) as Partial<FormValues> | undefined;
  const health = healthOf(values ?? {});

  // The week's stored review (or its defaults) whenever another week is chosen or it arrives.
  const storedKey = stored ? `${stored.start_date}|${stored.updated_at ?? ''}` : monday;
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled again only when the week or its stored review changes
  useEffect(() => {
    form.setFieldsValue(reviewFormValues(monday, stored));
  }, [storedKey, form]);

  const mutation = useMutation({
    mutationFn: (body: FormValues) => saveReview(projectId, body, form),
    onSuccess: () => {
      showSuccess(t('projects.review.saved', { date: formatProjectDate(monday) }));
      void invalidate();
    },
    onError: (error) => applyApiErrors(form, error),
  });

  return (
    <Card size="small" title={t('projects.review.formTitle')} data-testid="project-review-form">
      <LoadFailedAlert query={week} />
      <Form<FormValues>
        form={form}
        layout="vertical"
        // Until the week's stored review has loaded, a save would overwrite it with the defaults.
        disabled={!canManage || mutation.isPending || !week.isSuccess}
        initialValues={reviewFormValues(monday, undefined)}
        onFinish={(v) => mutation.mutate({ ...v, start_date: monday, note: v.note?.trim() || null })}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="start_date"
              label={t('projects.review.week')}
              required
              extra={t('projects.review.weekHint')}
              {...projectDateItemProps}
            >
              <ProjectDatePicker
                allowClear={false}
                showNow={false}
                disabledDate={(day) => !isPickableMonday(day.format(WIRE_DATE_FORMAT), currentMonday)}
                onChange={(day) => {
                  if (day) onWeek(mondayOf(dayjs(day as dayjs.Dayjs).format(WIRE_DATE_FORMAT)));
                }}
                data-testid="project-review-date"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <div className="app-review-health-preview">
              <Typography.Text type="secondary">{t('projects.review.items.health')}</Typography.Text>
              <Tag
                className={`app-review-tag app-review-${TONES[health]}`}
                data-testid="project-review-health"
              >
                {t(`projects.review.level.${health}`)}
              </Tag>
              {stored?.id == null ? (
                <Typography.Text type="secondary">{t('projects.review.notReviewed')}</Typography.Text>
              ) : (
                stored.updated_by && (
                  <Typography.Text type="secondary">
                    {t('projects.review.lastBy', { name: stored.updated_by.name })}
                  </Typography.Text>
                )
              )}
            </div>
          </Col>
        </Row>
        <Row gutter={16}>
          {REVIEW_ITEMS.map((item: ReviewItem) => (
            <Col key={item} xs={24} md={12} xl={6}>
              <Form.Item name={item} label={t(`projects.review.items.${item}`)}>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  className={`app-review-radio app-review-radio-${TONES[Number(values?.[item] ?? 1)]}`}
                  options={[1, 2, 3].map((level) => ({
                    value: level,
                    label: (
                      <span title={t(`projects.review.level.${level}`)}>
                        {level}
                        <span className="app-sr-only"> {t(`projects.review.level.${level}`)}</span>
                      </span>
                    ),
                  }))}
                  data-testid={`project-review-${item}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="note" label={t('projects.fields.note')}>
          <Input.TextArea
            rows={3}
            maxLength={PROJECT_LIMITS.note}
            showCount
            data-testid="project-review-note"
          />
        </Form.Item>
        {canManage && (
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={mutation.isPending}
            data-testid="project-review-save"
          >
            {t('projects.review.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

export function ReviewTab({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const account = useAccount();
  const [weeks, setWeeks] = useState<number>(12);
  const reviews = useReviews(projectId, weeks);
  const list = reviews.data?.reviews ?? [];
  // The current week as the server counts it (its clock, the company's zone): the newest week it
  // answers; the browser's own until then.
  const currentMonday = list[0]?.start_date ?? mondayOf(todayIn(account.data?.company_time_zone));
  const [chosen, setSelected] = useState<string | null>(null);
  const selected = chosen ?? currentMonday;

  return (
    <div className="app-project-stack">
      <Card
        size="small"
        title={t('projects.review.trend')}
        extra={
          <Select
            size="small"
            value={weeks}
            onChange={setWeeks}
            options={WEEK_CHOICES.map((n) => ({ value: n, label: t('projects.review.weeks', { count: n }) }))}
            aria-label={t('projects.review.weeksLabel')}
            data-testid="project-review-weeks"
          />
        }
        loading={reviews.isPending}
      >
        <LoadFailedAlert query={reviews} />
        {list.length > 0 && (
          <>
            <Summary reviews={list} />
            <Trend reviews={list} selected={selected} onSelect={setSelected} />
            <Legend />
          </>
        )}
      </Card>
      <WeekForm
        projectId={projectId}
        monday={selected}
        currentMonday={currentMonday}
        onWeek={setSelected}
        canManage={canManage}
      />
    </div>
  );
}
