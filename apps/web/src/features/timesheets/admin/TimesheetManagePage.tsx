/**
 * The administrators' timesheet list ("edit list", GET /timesheets): every employee's days with
 * filters, paging, XLSX export, per-day edit and the attendance-file import.
 */
import { DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import {
  type AdminTimesheetFilters,
  type AdminTimesheetRow,
  exportTimesheets,
  useAdminTimesheets,
} from '../../../api/timesheets';
import { PageHeading } from '../../../app/components/PageHeading';
import { trackLoading } from '../../../app/loading';
import { FilterCard } from '../../approvals/list/FilterCard';
import { DateRangeField, EmployeeField } from '../../approvals/list/FilterFields';
import { type OrgFilterValues, orgFilter, rangeFilter } from '../../approvals/list/filters';
import { ListTable } from '../../approvals/list/ListTable';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import { usePaging } from '../../approvals/list/paging';
import { useMonthRangeDefaults } from '../../approvals/list/useMonthRangeDefaults';
import { rowClassName, timesheetColumns } from '../components/columns';
import { EditTimesheetModal } from './EditTimesheetModal';
import { ImportDialog } from './ImportDialog';
import { OrgFilterFields } from './OrgFilterFields';

interface FilterForm extends OrgFilterValues {
  range: [Dayjs, Dayjs] | null;
}

function toFilters(values: FilterForm): AdminTimesheetFilters {
  return {
    ...rangeFilter(values.range),
    ...orgFilter(values),
  };
}

export default function TimesheetManagePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const defaults = useMonthRangeDefaults();
  const { filters, page, perPage, applyFilters, pagination } = usePaging(() => toFilters(defaults));
  const [details, setDetails] = useState(false);
  const [editing, setEditing] = useState<AdminTimesheetRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const query = useAdminTimesheets(filters, page, perPage);
  const result = query.data?.timeSheets;

  const columns = useMemo(() => {
    const base = timesheetColumns<AdminTimesheetRow>(t, { details });
    base.splice(
      0,
      0,
      {
        key: 'employee_code',
        title: t('timesheets.columns.employeeCode'),
        width: 110,
        fixed: 'left',
        render: (_, row) => row.employee.employee_code,
      },
      {
        key: 'employee_name',
        title: t('timesheets.columns.employeeName'),
        width: 160,
        render: (_, row) => row.employee.name,
      },
      {
        key: 'company',
        title: t('timesheets.columns.company'),
        width: 100,
        render: (_, row) => row.employee.company_code,
      },
    );
    base.push({
      key: 'action',
      title: t('timesheets.columns.action'),
      width: 90,
      fixed: 'right',
      align: 'center',
      render: (_, row) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEditing(row)}
          data-testid={`edit-${row.employee.employee_code}-${row.work_date}`}
        >
          {t(row.id === null ? 'timesheets.manage.create' : 'timesheets.manage.edit')}
        </Button>
      ),
    });
    return base;
  }, [t, details]);

  const doExport = async () => {
    setExporting(true);
    try {
      const name = await trackLoading(exportTimesheets(filters));
      showSuccess(t('timesheets.manage.exported', { name }));
    } catch {
      // Reported by the download helper (SPEC 8).
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeading
        extra={
          <Space wrap>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-button">
              {t('timesheets.manage.import')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void doExport()}
              loading={exporting}
              data-testid="export-button"
            >
              {t('timesheets.manage.export')}
            </Button>
          </Space>
        }
      />
      <FilterCard
        form={form}
        initialValues={defaults}
        onSearch={(values) => applyFilters(toFilters(values))}
        onReset={() => {
          form.setFieldsValue(defaults);
          applyFilters(toFilters(defaults));
        }}
      >
        <DateRangeField label={t('timesheets.list.range')} allowEmpty={false} testId="timesheet-range" />
        <OrgFilterFields />
        <EmployeeField
          label={t('timesheets.manage.employee')}
          placeholder={t('timesheets.manage.employeePlaceholder')}
        />
      </FilterCard>

      <Card>
        <div className="app-table-toolbar">
          <span className="app-switch-label">
            <Switch id="admin-timesheet-details" checked={details} onChange={setDetails} />
            <label htmlFor="admin-timesheet-details">{t('timesheets.list.showDetails')}</label>
          </span>
        </div>
        <LoadFailedAlert query={query} />
        <ListTable<AdminTimesheetRow>
          rowKey={(row) => `${row.employee.id}-${row.work_date}`}
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          rowClassName={rowClassName}
          sticky
          empty={t('timesheets.list.empty')}
          data-testid="admin-timesheet-table"
          pagination={pagination(result)}
        />
      </Card>
      <EditTimesheetModal row={editing} onClose={() => setEditing(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
