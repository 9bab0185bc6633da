/**
 * HR's company-wide leave (GET /sabbatical-log/summary): one row per person with the days by
 * source, pending and available; filters, the XLSX export, and a drill-down drawer with the
 * person's ledger and the adjustment form.
 */
import { DownloadOutlined, ProfileOutlined } from '@ant-design/icons';
import type { LeaveSummaryFilters, LeaveSummaryRow } from '@staffhub/domain';
import { Button, Drawer, Form, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { showSuccess } from '../../../api/feedback';
import { exportLeaveSummary, useLeaveLedgerAll, useLeaveSummary } from '../../../api/leave';
import { trackLoading } from '../../../app/loading';
import { FilterCard } from '../../approvals/list/FilterCard';
import { DivisionField, EmployeeField } from '../../approvals/list/FilterFields';
import { ListTable } from '../../approvals/list/ListTable';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import { usePaging } from '../../approvals/list/paging';
import { formatDays, formatSignedDays } from '../rules';
import { AdjustForm } from './AdjustForm';
import { LedgerTable } from './LedgerTable';

/** A number of days, red when below zero. */
function Days({ value, signed = false }: { value: number; signed?: boolean }) {
  return (
    <span className={`app-num${value < 0 ? ' app-text-danger' : ''}`}>
      {signed ? formatSignedDays(value) : formatDays(value)}
    </span>
  );
}

export function LeaveSummaryTab({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LeaveSummaryFilters>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging<LeaveSummaryFilters>({});
  const summary = useLeaveSummary(filters, page, perPage);
  const [person, setPerson] = useState<LeaveSummaryRow | null>(null);
  const [exporting, setExporting] = useState(false);

  const doExport = async () => {
    setExporting(true);
    try {
      const name = await trackLoading(exportLeaveSummary(filters));
      showSuccess(t('leave.summary.exported', { name }));
    } catch {
      // Reported by the download helper (SPEC 8).
    } finally {
      setExporting(false);
    }
  };

  const days = (key: keyof LeaveSummaryRow, title: string, signed = false) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, row: LeaveSummaryRow) => <Days value={row[key] as number} signed={signed} />,
  });
  const columns: TableColumnsType<LeaveSummaryRow> = [
    {
      key: 'employee',
      title: t('leave.summary.columns.employee'),
      render: (_, row) => (
        <>
          <div>{row.name}</div>
          <div className="app-muted-text">
            {[row.employee_code, row.division_name, row.foot_name].filter(Boolean).join(' · ')}
          </div>
        </>
      ),
    },
    days('accrued_days', t('leave.summary.columns.accrued')),
    days('adjusted_days', t('leave.summary.columns.adjusted'), true),
    days('taken_days', t('leave.summary.columns.taken')),
    days('pending_days', t('leave.summary.columns.pending')),
    {
      key: 'balance',
      title: t('leave.summary.columns.balance'),
      align: 'right',
      render: (_, row) => (
        <strong>
          <Days value={row.balance_days} />
        </strong>
      ),
    },
    days('available_days', t('leave.summary.columns.available')),
    {
      key: 'action',
      title: t('common.actions'),
      render: (_, row) => (
        <Button
          size="small"
          icon={<ProfileOutlined />}
          onClick={() => setPerson(row)}
          data-testid={`leave-summary-open-${row.employee_code}`}
        >
          {t('leave.summary.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <FilterCard
        form={form}
        onSearch={(values) =>
          applyFilters({
            employee_info: values.employee_info?.trim() || undefined,
            division_code: values.division_code || undefined,
          })
        }
        onReset={() => applyFilters({})}
      >
        <EmployeeField
          label={t('leave.filters.employee')}
          placeholder={t('leave.filters.employeePlaceholder')}
          testId="leave-summary-employee"
        />
        <DivisionField label={t('leave.summary.division')} placeholder={t('leave.filters.all')} />
      </FilterCard>
      <div className="app-table-toolbar">
        <span className="app-muted-text">{t('leave.summary.hint')}</span>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void doExport()}
          loading={exporting}
          data-testid="leave-summary-export"
        >
          {t('leave.summary.export')}
        </Button>
      </div>
      <LoadFailedAlert query={summary} />
      <ListTable<LeaveSummaryRow>
        rowKey="employee_id"
        columns={columns}
        dataSource={summary.data?.summary.data}
        loading={summary.isFetching}
        empty={t('leave.summary.empty')}
        rowTestId={(row) => `leave-summary-${row.employee_code}`}
        pagination={pagination(summary.data?.summary)}
      />
      <PersonDrawer person={person} timeZone={timeZone} onClose={() => setPerson(null)} />
    </>
  );
}

/** One person's ledger, newest first, and (for somebody else) the adjustment form. */
function PersonDrawer({
  person,
  timeZone,
  onClose,
}: {
  person: LeaveSummaryRow | null;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const { page, perPage, pagination } = usePaging<null>(null);
  const ledger = useLeaveLedgerAll({ employee_id: person?.employee_id }, page, perPage, person !== null);
  const myId = useAccount().data?.employee_id;
  return (
    <Drawer
      open={person !== null}
      onClose={onClose}
      size="large"
      title={person ? `${person.name} · ${person.employee_code}` : ''}
      destroyOnHidden
      data-testid="leave-summary-drawer"
    >
      {person && person.employee_id !== myId && (
        <AdjustForm preset={{ employee_id: person.employee_id, employee_name: person.name }} />
      )}
      <LoadFailedAlert query={ledger} />
      <LedgerTable
        testId="leave-summary-ledger"
        page={ledger.data?.logs}
        loading={ledger.isFetching}
        timeZone={timeZone}
        linkRequests={false}
        pagination={pagination(ledger.data?.logs)}
      />
    </Drawer>
  );
}
