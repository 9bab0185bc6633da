/**
 * /checkpoint: the chosen period (the latest the reader takes part in by default; `?period_id=`
 * otherwise) with its dates and phase, the reader's own review as steps (deadlines, done dates,
 * reviewers), shortcuts to the lists the server's menu gives them, and for HR and Admin
 * (`can_manage`) every period with "Open a period" and "Edit".
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CHECKPOINT_STAGES } from '@staffhub/domain';
import { Badge, Button, Card, Empty, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  type CheckpointPeriod,
  useCheckpointMenu,
  useCheckpointPeriods,
  useReviewProcess,
} from '../../api/checkpoint';
import { useCommons } from '../../api/commons';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { PeriodDrawer } from './components/PeriodDrawer';
import { PeriodDates, PeriodSelect, PhaseTag, ProgressSteps, StageTag } from './components/parts';
import { formatDay } from './labels';
import { CHECKPOINT_PATHS, periodPath, positiveParam } from './paths';
import './checkpoint.css';

/** The lists the server's menu gives the reader, with what waits in each. */
const LIST_LINKS = [
  { key: 'pm_checkpoint', to: CHECKPOINT_PATHS.waitingPm, label: 'menu.checkpointWaitingPm' },
  { key: 'dm_checkpoint', to: CHECKPOINT_PATHS.waitingDm, label: 'menu.checkpointWaitingDm' },
  {
    key: 'interview_checkpoint',
    to: CHECKPOINT_PATHS.waitingInterview,
    label: 'menu.checkpointWaitingInterview',
  },
] as const;

function WorkLinks({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const menu = useCheckpointMenu(true);
  const entries = new Map((menu.data?.menus ?? []).map((m) => [m.key, m.count]));
  const links = LIST_LINKS.filter((l) => entries.has(l.key));
  return (
    <Card
      className="cp-section"
      title={
        <Typography.Title level={2} className="cp-section-title">
          {t('checkpoint.overview.work')}
        </Typography.Title>
      }
      data-testid="work-links"
    >
      <Space wrap className="cp-work-links">
        {links.map((l) => (
          <Link key={l.key} to={l.to}>
            <Button>
              {t(l.label)}{' '}
              <Badge count={entries.get(l.key) ?? 0} showZero={false} className="cp-link-badge" />
            </Button>
          </Link>
        ))}
        {entries.has('pm_checkpoint') ? (
          <Link to={CHECKPOINT_PATHS.resultPm}>
            <Button>{t('routes.checkpointResultPm')}</Button>
          </Link>
        ) : null}
        {canManage || links.length > 0 ? (
          <Link to={CHECKPOINT_PATHS.resultFinal}>
            <Button>{t('routes.checkpointResultFinal')}</Button>
          </Link>
        ) : null}
        <Link to={CHECKPOINT_PATHS.guide}>
          <Button type="link">{t('routes.checkpointGuide')}</Button>
        </Link>
      </Space>
    </Card>
  );
}

/** What a phone keeps of a period's row, and what a narrower desktop folds into it. */
const PERIOD_PHONE_COLUMNS: ReadonlySet<string> = new Set(['name', 'phase', 'action']);
const PERIOD_FOLDED_COLUMNS: ReadonlySet<string> = new Set(['companies']);

function PeriodsCard() {
  const { t } = useTranslation();
  const periods = useCheckpointPeriods(true);
  const commons = useCommons();
  const [editing, setEditing] = useState<CheckpointPeriod | null>(null);
  const [isOpen, setOpen] = useState(false);
  const companyName = new Map((commons.data?.companies ?? []).map((c) => [c.id, c.name]));
  const columns: TableColumnsType<CheckpointPeriod> = [
    {
      key: 'name',
      title: t('checkpoint.fields.name'),
      render: (_, p) => (
        <Link to={periodPath(CHECKPOINT_PATHS.overview, p.id)} onClick={(e) => e.stopPropagation()}>
          {p.name}
        </Link>
      ),
    },
    {
      key: 'self',
      title: t('checkpoint.period.selfWindow'),
      render: (_, p) => (
        <span className="app-num cp-nowrap">
          {formatDay(p.self_start)} – {formatDay(p.self_end)}
        </span>
      ),
    },
    {
      key: 'end',
      title: t('checkpoint.fields.end_date'),
      render: (_, p) => <span className="app-num">{formatDay(p.end_date)}</span>,
    },
    { key: 'phase', title: t('checkpoint.period.phase'), render: (_, p) => <PhaseTag phase={p.phase} /> },
    {
      key: 'companies',
      title: t('checkpoint.fields.company_ids'),
      render: (_, p) => p.company_ids.map((id) => companyName.get(id) ?? String(id)).join(', '),
    },
    {
      key: 'reviews',
      title: t('checkpoint.periods.reviews'),
      align: 'right',
      render: (_, p) => <span className="app-num">{p.reviews}</span>,
    },
    {
      key: 'action',
      title: <span className="app-sr-only">{t('checkpoint.list.columns.action')}</span>,
      render: (_, p) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => {
            setEditing(p);
            setOpen(true);
          }}
          aria-label={t('checkpoint.periods.editOf', { name: p.name })}
          data-testid={`period-edit-${p.id}`}
        >
          {t('checkpoint.periods.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Card
      className="cp-section"
      title={
        <Typography.Title level={2} className="cp-section-title">
          {t('checkpoint.periods.title')}
        </Typography.Title>
      }
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
          data-testid="period-new"
        >
          {t('checkpoint.periods.open')}
        </Button>
      }
      data-testid="periods-card"
    >
      <LoadFailedAlert query={periods} />
      <ListTable<CheckpointPeriod>
        rowKey="id"
        columns={columns}
        dataSource={periods.data?.data ?? []}
        loading={periods.isFetching}
        empty={t('checkpoint.periods.empty')}
        phoneKeys={PERIOD_PHONE_COLUMNS}
        foldBelowXxl={PERIOD_FOLDED_COLUMNS}
        pagination={false}
        data-testid="periods-table"
      />
      <PeriodDrawer open={isOpen} period={editing} onClose={() => setOpen(false)} />
    </Card>
  );
}

export function OverviewPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const periodId = positiveParam(params, 'period_id');
  const process = useReviewProcess(periodId);
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
        {(data) => (
          <>
            {data.period ? (
              <Card
                className="cp-section"
                title={
                  <Typography.Title level={2} className="cp-section-title" data-testid="period-title">
                    {data.period.name}
                  </Typography.Title>
                }
              >
                <PeriodDates period={data.period} />
              </Card>
            ) : (
              <Card className="cp-section">
                <Empty description={t('checkpoint.period.noneYet')} />
              </Card>
            )}
            {data.period ? (
              <Card
                className="cp-section"
                title={
                  <Typography.Title level={2} className="cp-section-title">
                    {t('checkpoint.overview.mine')}
                  </Typography.Title>
                }
                extra={
                  data.my_review ? <StageTag stage={data.my_review.stage} testId="my-stage" /> : undefined
                }
                data-testid="my-progress"
              >
                {data.my_review ? (
                  <>
                    <ProgressSteps steps={data.steps} stage={data.my_review.stage} />
                    <Space wrap className="app-gap-top">
                      <Link to={periodPath(CHECKPOINT_PATHS.myself, data.period.id)}>
                        <Button
                          type={data.my_review.stage === CHECKPOINT_STAGES.SELF ? 'primary' : 'default'}
                        >
                          {t('checkpoint.overview.openMyself')}
                        </Button>
                      </Link>
                      {data.my_review.stage >= CHECKPOINT_STAGES.RESULT ? (
                        <Link to={periodPath(CHECKPOINT_PATHS.result, data.period.id)}>
                          <Button type="primary">{t('checkpoint.result.open')}</Button>
                        </Link>
                      ) : null}
                    </Space>
                  </>
                ) : (
                  <Typography.Paragraph type="secondary" className="cp-no-margin">
                    {t('checkpoint.review.notInPeriod')}
                  </Typography.Paragraph>
                )}
              </Card>
            ) : null}
            <WorkLinks canManage={data.can_manage} />
            {data.can_manage ? <PeriodsCard /> : null}
          </>
        )}
      </Loaded>
    </>
  );
}
