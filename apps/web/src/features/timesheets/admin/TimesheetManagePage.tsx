/**
 * The administrators' timesheet list ("edit list", GET /timesheets): every employee's days with
 * filters, paging, XLSX export, per-day edit and the attendance-file import.
 */
import {
  DownloadOutlined,
  EditOutlined,
  ReloadOutlined,
  SearchOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { DATE_FORMAT, PAGE_SIZES, WIRE_DATE_FORMAT } from '@staffhub/domain';
import { Alert, Button, Card, DatePicker, Empty, Form, Input, Space, Switch, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { showSuccess } from '../../../api/feedback';
import {
  type AdminTimesheetFilters,
  type AdminTimesheetRow,
  exportTimesheets,
  useAdminTimesheets,
} from '../../../api/timesheets';
import { PageHeading } from '../../../app/components/PageHeading';
import { trackLoading } from '../../../app/loading';
import { rowClassName, timesheetColumns } from '../components/columns';
import { currentMonthRangeIn } from '../dateRange';
import { EditTimesheetModal } from './EditTimesheetModal';
import { ImportDialog } from './ImportDialog';
import { OrgFilterFields } from './OrgFilterFields';

interface FilterForm {
  range: [Dayjs, Dayjs] | null;
  company_code?: string;
  division_code?: string;
  foot_code?: string;
  employee_info?: string;
}

function toFilters(values: FilterForm): AdminTimesheetFilters {
  return {
    start_date: values.range?.[0]?.format(WIRE_DATE_FORMAT),
    end_date: values.range?.[1]?.format(WIRE_DATE_FORMAT),
    company_code: values.company_code || undefined,
    division_code: values.division_code || undefined,
    foot_code: values.foot_code || undefined,
    employee_info: values.employee_info?.trim() || undefined,
  };
}

export default function TimesheetManagePage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [form] = Form.useForm<FilterForm>();
  const defaults = useMemo<FilterForm>(() => {
    const range = currentMonthRangeIn(account.data?.company_time_zone);
    return { range: [dayjs(range.start_date), dayjs(range.end_date)] };
  }, [account.data?.company_time_zone]);

  const [filters, setFilters] = useState<AdminTimesheetFilters>(() => toFilters(defaults));
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
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

  const search = (values: FilterForm) => {
    setFilters(toFilters(values));
    setPage(1);
  };
  const reset = () => {
    form.resetFields();
    form.setFieldsValue(defaults);
    setFilters(toFilters(defaults));
    setPage(1);
  };

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
      <Card className="app-filter-card">
        <Form<FilterForm>
          form={form}
          layout="vertical"
          initialValues={defaults}
          onFinish={search}
          className="app-filter-grid"
        >
          <Form.Item name="range" label={t('timesheets.list.range')}>
            <DatePicker.RangePicker format={DATE_FORMAT} className="app-full-width" />
          </Form.Item>
          <OrgFilterFields />
          <Form.Item name="employee_info" label={t('timesheets.manage.employee')}>
            <Input allowClear placeholder={t('timesheets.manage.employeePlaceholder')} />
          </Form.Item>
          <Form.Item label=" " className="app-filter-actions">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button onClick={reset} icon={<ReloadOutlined />}>
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>

      <Card>
        <div className="app-table-toolbar">
          <span className="app-switch-label">
            <Switch id="admin-timesheet-details" checked={details} onChange={setDetails} />
            <label htmlFor="admin-timesheet-details">{t('timesheets.list.showDetails')}</label>
          </span>
        </div>
        {query.isError && (
          <Alert
            type="error"
            showIcon
            title={t('common.loadFailed')}
            className="app-gap"
            action={
              <Button size="small" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
        <Table<AdminTimesheetRow>
          rowKey={(row) => `${row.employee.id}-${row.work_date}`}
          size="small"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          rowClassName={rowClassName}
          scroll={{ x: 'max-content' }}
          sticky
          locale={{ emptyText: <Empty description={t('timesheets.list.empty')} /> }}
          data-testid="admin-timesheet-table"
          pagination={{
            current: result?.current_page ?? page,
            pageSize: result?.per_page ?? perPage,
            total: result?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total, [from, to]) => t('common.totalRange', { from, to, total }),
            onChange: (nextPage, nextSize) => {
              if (nextSize !== perPage) {
                setPerPage(nextSize);
                setPage(1);
              } else {
                setPage(nextPage);
              }
            },
          }}
        />
      </Card>
      <EditTimesheetModal row={editing} onClose={() => setEditing(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
