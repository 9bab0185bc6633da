/**
 * /employees (people managers): the staff list. A search (code, name, e-mail) and filters
 * (company, division, team, position, work type, level, state), paged by the server (50, 100, 200);
 * the whole query lives in the address, so a reload or Back shows the same list. New employee,
 * XLSX / CSV export of the filtered list, and the import. A row opens the record.
 */
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCommons } from '../../api/commons';
import { type EmployeeListItem, exportEmployees, useEmployees } from '../../api/employees';
import { showSuccess } from '../../api/feedback';
import { PageHeading } from '../../app/components/PageHeading';
import { trackLoading } from '../../app/loading';
import { FilterCard } from '../approvals/list/FilterCard';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { tablePagination } from '../approvals/list/paging';
import { formatWorkDate } from '../timesheets/format';
import { EmployeeAvatar } from './components/EmployeeAvatar';
import { StateTag } from './components/EmployeeDescriptions';
import { ImportDialog } from './components/ImportDialog';
import {
  companyOptions,
  companyText,
  footOptions,
  levelOptions,
  levelText,
  NONE,
  namedOptions,
  stateOptions,
  workTypeOptions,
  workTypeText,
} from './labels';
import { EMPLOYEE_CREATE_PATH, employeePath } from './paths';
import {
  DEFAULT_QUERY,
  type EmployeeFilters,
  type FilterKey,
  filtersFromValues,
  filtersOf,
  paramsFromQuery,
  queryFromParams,
  withFilters,
  withPage,
} from './query';
import './employees.css';

/** What a phone keeps of a row; the rest opens under it. */
const PHONE_COLUMNS: ReadonlySet<string> = new Set(['avatar', 'employee_code', 'name', 'state']);
/** Folded into the row on a desktop narrower than 1600 px, so the state stays in sight. */
const FOLD_BELOW_XXL: ReadonlySet<string> = new Set(['work_type', 'join_date']);

type FilterValues = Partial<Record<FilterKey, string | number | null>>;

export function ListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const commons = useCommons();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const [form] = Form.useForm<FilterValues>();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<'xlsx' | 'csv' | null>(null);
  const list = useEmployees(query);
  const divisionId = Form.useWatch('division_id', form);

  // The address is the truth: Back, a reload or a link puts its filters into the form.
  const filterKey = paramsFromQuery({ ...filtersOf(query), ...DEFAULT_QUERY }).toString();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(filtersOf(queryFromParams(new URLSearchParams(filterKey))) as FilterValues);
  }, [filterKey, form]);

  const go = (next: typeof query) => setParams(paramsFromQuery(next));

  const doExport = async (format: 'xlsx' | 'csv') => {
    setExporting(format);
    try {
      const name = await trackLoading(exportEmployees(query, format));
      showSuccess(t('employees.list.exported', { name }));
    } catch {
      // Told by the download helper (SPEC 8).
    } finally {
      setExporting(null);
    }
  };

  const columns = useMemo<TableColumnsType<EmployeeListItem>>(
    () => [
      {
        key: 'avatar',
        title: <span className="app-sr-only">{t('employees.list.columns.avatar')}</span>,
        width: 56,
        render: (_, row) => <EmployeeAvatar src={row.avatar} size={32} />,
      },
      {
        key: 'employee_code',
        title: t('employees.fields.employee_code'),
        dataIndex: 'employee_code',
        width: 110,
        render: (code: string) => <span className="app-num">{code}</span>,
      },
      {
        key: 'name',
        title: t('employees.fields.name'),
        render: (_, row) => (
          // A link too: the keyboard opens the record as the pointer does with the row.
          <Link to={employeePath(row.id)} onClick={(event) => event.stopPropagation()}>
            {row.name}
          </Link>
        ),
      },
      { key: 'email', title: t('employees.fields.email'), dataIndex: 'email' },
      {
        key: 'company',
        title: t('employees.fields.company_id'),
        render: (_, row) => companyText(t, row.company_id, commons.data),
      },
      {
        key: 'division',
        title: t('employees.fields.division_id'),
        render: (_, row) => row.division?.name ?? NONE,
      },
      {
        key: 'position',
        title: t('employees.fields.position_id'),
        render: (_, row) => row.position?.name ?? NONE,
      },
      { key: 'level', title: t('employees.fields.level'), render: (_, row) => levelText(row.level) },
      {
        key: 'work_type',
        title: t('employees.fields.work_type'),
        render: (_, row) => workTypeText(t, row.work_type),
      },
      {
        key: 'join_date',
        title: t('employees.fields.join_date'),
        render: (_, row) => (
          <span className="app-num">{row.join_date ? formatWorkDate(row.join_date) : NONE}</span>
        ),
      },
      {
        key: 'state',
        title: t('employees.list.columns.state'),
        render: (_, row) => <StateTag state={row.state} testId={`employee-state-${row.id}`} />,
      },
    ],
    [t, commons.data],
  );

  const select = (
    name: FilterKey,
    options: Array<{ value: number | string; label: string }>,
    search = false,
  ) => (
    <Form.Item name={name} label={t(`employees.list.filters.${name}`)}>
      <Select
        allowClear
        placeholder={t('employees.list.filters.all')}
        options={options}
        virtual={false}
        {...(search ? { showSearch: { optionFilterProp: 'label' } } : {})}
        data-testid={`employee-filter-${name}`}
      />
    </Form.Item>
  );

  return (
    <>
      <PageHeading
        extra={
          <Space wrap className="app-employee-actions">
            <Link to={EMPLOYEE_CREATE_PATH}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="employee-new">
                {t('employees.list.new')}
              </Button>
            </Link>
            <Button
              icon={<UploadOutlined />}
              onClick={() => setImporting(true)}
              data-testid="employee-import"
            >
              {t('employees.list.import')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void doExport('xlsx')}
              loading={exporting === 'xlsx'}
              disabled={exporting !== null}
              data-testid="employee-export-xlsx"
            >
              {t('employees.list.exportXlsx')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void doExport('csv')}
              loading={exporting === 'csv'}
              disabled={exporting !== null}
              data-testid="employee-export-csv"
            >
              {t('employees.list.exportCsv')}
            </Button>
          </Space>
        }
      />
      <FilterCard<FilterValues>
        form={form}
        searchTestId="employee-search"
        onSearch={(values) => go(withFilters(query, filtersFromValues(values) as EmployeeFilters))}
        onReset={() => go({ ...DEFAULT_QUERY, per_page: query.per_page })}
      >
        <Form.Item name="q" label={t('employees.list.filters.q')}>
          <Input
            allowClear
            placeholder={t('employees.list.filters.qPlaceholder')}
            data-testid="employee-filter-q"
          />
        </Form.Item>
        {select('company_id', companyOptions(t, commons.data))}
        {select('division_id', namedOptions(commons.data?.divisions), true)}
        {select('foot_id', footOptions(commons.data, divisionId as number | undefined), true)}
        {select('position_id', namedOptions(commons.data?.positions), true)}
        {select('work_type', workTypeOptions(t))}
        {select('level', levelOptions())}
        {select('state', stateOptions(t))}
      </FilterCard>

      <Card className="app-employee-list-card">
        <LoadFailedAlert query={list} />
        <ListTable<EmployeeListItem>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          empty={t('employees.list.empty')}
          phoneKeys={PHONE_COLUMNS}
          foldBelowXxl={FOLD_BELOW_XXL}
          rowClassName={() => 'app-clickable-row'}
          onRow={(row) =>
            ({
              'data-testid': `employee-row-${row.id}`,
              onClick: () => navigate(employeePath(row.id)),
            }) as never
          }
          pagination={tablePagination(t, list.data, { page: query.page, perPage: query.per_page }, (next) =>
            go(withPage(query, next.page, next.perPage)),
          )}
          data-testid="employee-table"
        />
      </Card>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
