/**
 * The check-point lists (one component for all of them): the PM's, the department head's and the
 * interview's queues, the PM's results and the final results, from `review-list`. The period, the
 * status (waiting by default), a search by code or name, and pages of 50/100/200 live in the
 * address. A row opens the review at the list's step. The final results export the period as XLSX.
 * A list the caller has no part in is refused by the server (the 403 page).
 */
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Space, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAccount } from '../../../api/account';
import {
  exportCheckpointList,
  type ReviewListItem,
  type ReviewListStatus,
  useCheckpointMenu,
  useReviewList,
  useReviewProcess,
} from '../../../api/checkpoint';
import { showSuccess } from '../../../api/feedback';
import { PageHeading } from '../../../app/components/PageHeading';
import { trackLoading } from '../../../app/loading';
import { FilterCard } from '../../approvals/list/FilterCard';
import { ListTable } from '../../approvals/list/ListTable';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import { tablePagination } from '../../approvals/list/paging';
import { formatMoment, formatRaise, formatScore, NONE } from '../labels';
import { type ListScreen, listQueryFromParams, paramsFromListQuery } from '../listQuery';
import { canExportOf } from '../menu';
import { stepPathOf } from '../paths';
import { PeriodSelect, StageTag } from './parts';

interface Props extends ListScreen {
  /** Columns shown: a queue's dates, or the results' scores and raises. */
  variant: 'queue' | 'results';
  /** The final results: the XLSX export of the period (for those the server lets export). */
  withExport?: boolean;
  /** Links to the neighbouring screens (the results of a queue). */
  links?: ReactNode;
}

interface FilterValues {
  q?: string;
  status?: ReviewListStatus;
}

/** The sent time a list's step shows: when the review reached it. */
const ARRIVED: Record<Props['list'], keyof ReviewListItem> = {
  pm: 'self_sent_at',
  dm: 'pm_sent_at',
  interview: 'dm_sent_at',
  result: 'interview_sent_at',
};

/** What a phone keeps of a row; the rest opens under it. */
const PHONE_COLUMNS: ReadonlySet<string> = new Set(['employee', 'stage']);

export function ReviewListPage({ list, defaultStatus, fixedStatus, variant, withExport, links }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const zone = account.data?.company_time_zone;
  const [params, setParams] = useSearchParams();
  const screen: ListScreen = useMemo(
    () => ({ list, defaultStatus, ...(fixedStatus ? { fixedStatus } : {}) }),
    [list, defaultStatus, fixedStatus],
  );
  const query = useMemo(() => listQueryFromParams(params, screen), [params, screen]);
  const process = useReviewProcess(query.period_id ?? null);
  const reviews = useReviewList(query);
  const [form] = Form.useForm<FilterValues>();
  const [isExporting, setExporting] = useState(false);
  const locale = i18n.language;
  const periodId = query.period_id ?? process.data?.period?.id ?? null;
  // The export is the board's, HR's and Admin's, and department heads' (theirs); a PM's is refused.
  const menu = useCheckpointMenu(Boolean(withExport));
  const canExport = Boolean(withExport) && canExportOf(menu.data);

  const go = (next: typeof query) => setParams(paramsFromListQuery(next, screen));

  // The address is the truth: Back, a reload or a link puts its filters into the form.
  useEffect(() => {
    form.setFieldsValue({ q: query.q ?? '', status: query.status });
  }, [query.q, query.status, form]);

  const doExport = async () => {
    if (!periodId) return;
    setExporting(true);
    try {
      const name = await trackLoading(exportCheckpointList(periodId));
      showSuccess(t('checkpoint.list.exported', { name }));
    } catch {
      // Told by the download helper (SPEC 8).
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo<TableColumnsType<ReviewListItem>>(() => {
    const base: TableColumnsType<ReviewListItem> = [
      {
        key: 'employee',
        title: t('checkpoint.list.columns.employee'),
        render: (_, row) => (
          <div className="cp-employee-cell">
            <Link to={stepPathOf(list, row.id)} onClick={(event) => event.stopPropagation()}>
              {row.employee.name}
            </Link>
            <Typography.Text type="secondary" className="app-num">
              {row.employee.code}
            </Typography.Text>
          </div>
        ),
      },
      {
        key: 'division',
        title: t('checkpoint.review.division'),
        render: (_, row) => row.employee.division ?? NONE,
      },
      { key: 'pm', title: t('checkpoint.review.pm'), render: (_, row) => row.pm?.name ?? NONE },
      { key: 'dm', title: t('checkpoint.review.dm'), render: (_, row) => row.dm?.name ?? NONE },
      {
        key: 'stage',
        title: t('checkpoint.review.stage'),
        render: (_, row) => <StageTag stage={row.stage} testId={`stage-${row.id}`} />,
      },
    ];
    const scores: TableColumnsType<ReviewListItem> = [
      {
        key: 'self_score',
        title: t('checkpoint.list.columns.selfScore'),
        align: 'right',
        render: (_, row) => <span className="app-num">{formatScore(row.self_score, locale)}</span>,
      },
      {
        key: 'pm_score',
        title: t('checkpoint.list.columns.pmScore'),
        align: 'right',
        render: (_, row) => <span className="app-num">{formatScore(row.pm_score, locale)}</span>,
      },
    ];
    const tail: TableColumnsType<ReviewListItem> =
      variant === 'results'
        ? [
            ...scores,
            {
              key: 'pm_raise',
              title: t('checkpoint.fields.raise'),
              align: 'right',
              render: (_, row) => <span className="app-num">{formatRaise(row.pm_raise, locale)}</span>,
            },
            {
              key: 'final_raise',
              title: t('checkpoint.fields.final_raise'),
              align: 'right',
              render: (_, row) => <strong className="app-num">{formatRaise(row.final_raise, locale)}</strong>,
            },
          ]
        : [
            {
              key: 'arrived',
              title: t(`checkpoint.list.columns.arrived.${list}`),
              render: (_, row) => (
                <span className="app-num cp-nowrap">
                  {formatMoment(row[ARRIVED[list]] as string | null, zone)}
                </span>
              ),
            },
            ...scores,
          ];
    return [
      ...base,
      ...tail,
      {
        key: 'action',
        title: <span className="app-sr-only">{t('checkpoint.list.columns.action')}</span>,
        render: (_, row) => (
          <Button
            size="small"
            icon={<EyeOutlined />}
            onClick={(event) => {
              event.stopPropagation();
              navigate(stepPathOf(list, row.id));
            }}
            aria-label={t('checkpoint.list.openOf', { name: row.employee.name })}
            data-testid={`open-${row.id}`}
          >
            {t('checkpoint.list.open')}
          </Button>
        ),
      },
    ];
  }, [t, list, locale, navigate, variant, zone]);

  return (
    <>
      <PageHeading
        extra={
          <Space wrap className="cp-heading-extra">
            <PeriodSelect
              periods={process.data?.periods ?? []}
              value={periodId}
              loading={process.isPending}
              onChange={(id) => go({ ...query, period_id: id, page: 1 })}
            />
            {canExport ? (
              <Button
                icon={<DownloadOutlined />}
                onClick={() => void doExport()}
                loading={isExporting}
                disabled={!periodId}
                data-testid="checkpoint-export"
              >
                {t('checkpoint.list.export')}
              </Button>
            ) : null}
          </Space>
        }
      />
      {links ? <div className="cp-links">{links}</div> : null}
      <FilterCard<FilterValues>
        form={form}
        initialValues={{ q: query.q ?? '', status: query.status }}
        searchTestId="checkpoint-search"
        onSearch={(values) =>
          go({
            ...query,
            ...(values.q?.trim() ? { q: values.q.trim() } : { q: undefined }),
            status: values.status ?? defaultStatus,
            page: 1,
          })
        }
        onReset={() => go({ ...query, q: undefined, status: defaultStatus, page: 1 })}
      >
        <Form.Item name="q" label={t('checkpoint.list.search')}>
          <Input
            allowClear
            placeholder={t('checkpoint.list.searchPlaceholder')}
            data-testid="checkpoint-filter-q"
          />
        </Form.Item>
        {fixedStatus ? null : (
          <Form.Item name="status" label={t('checkpoint.list.status')}>
            <Select
              options={(['waiting', 'done', 'all'] as const).map((s) => ({
                value: s,
                label: t(`checkpoint.list.statuses.${s}`),
              }))}
              data-testid="checkpoint-filter-status"
            />
          </Form.Item>
        )}
      </FilterCard>
      <Card>
        <LoadFailedAlert query={reviews} />
        <ListTable<ReviewListItem>
          rowKey="id"
          columns={columns}
          dataSource={reviews.data?.data ?? []}
          loading={reviews.isFetching}
          empty={t(`checkpoint.list.empty.${fixedStatus ?? query.status}`)}
          phoneKeys={PHONE_COLUMNS}
          rowClassName={() => 'app-clickable-row'}
          onRow={(row) =>
            ({
              'data-testid': `review-row-${row.id}`,
              onClick: () => navigate(stepPathOf(list, row.id)),
            }) as never
          }
          pagination={tablePagination(t, reviews.data, { page: query.page, perPage: query.perpage }, (next) =>
            go({ ...query, page: next.page, perpage: next.perPage }),
          )}
          data-testid="review-table"
        />
      </Card>
    </>
  );
}
