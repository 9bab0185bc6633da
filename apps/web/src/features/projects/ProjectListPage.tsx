/**
 * /project-management: the projects the reader manages (every project for the Admin department and
 * the board). A search (name or code) and filters (status, customer, PM, a period the project runs
 * in), paged by the server (50, 100, 200); the whole query lives in the address, so a reload or
 * Back shows the same list. "New project" for those who may create one. A row opens the project.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, Select, type TableColumnsType, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAccount } from '../../api/account';
import { type ProjectListItem, useCustomers, useProjectCreateData, useProjects } from '../../api/projects';
import { PageHeading } from '../../app/components/PageHeading';
import { FilterCard } from '../approvals/list/FilterCard';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { tablePagination } from '../approvals/list/paging';
import { canCreateProjects } from './abilities';
import { PersonCell, projectRangeItemProps, StatusTag } from './components/parts';
import { formatManMonths, formatPeriod, PROJECT_DATE_FORMAT } from './format';
import { personOptions, statusOptions, typeText } from './labels';
import { PROJECT_CREATE_PATH, projectTabPath } from './paths';
import {
  DEFAULT_QUERY,
  type FilterValues,
  filtersFromValues,
  paramsFromQuery,
  queryFromParams,
  valuesFromQuery,
  withFilters,
  withPage,
} from './query';
import './projects.css';

/** What a phone keeps of a row; the rest opens under it. */
const PHONE_COLUMNS: ReadonlySet<string> = new Set(['name', 'status']);
/** Folded into the row on a desktop narrower than 1600 px. */
const FOLD_BELOW_XXL: ReadonlySet<string> = new Set(['type', 'members']);

export function ListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const customers = useCustomers();
  const createData = useProjectCreateData({ optional: true });
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const [form] = Form.useForm<FilterValues>();
  const list = useProjects(query);
  const canCreate = canCreateProjects(account.data);

  // The address is the truth: Back, a reload or a link puts its filters into the form.
  const filterKey = paramsFromQuery({ ...query, ...DEFAULT_QUERY }).toString();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(valuesFromQuery(queryFromParams(new URLSearchParams(filterKey))));
  }, [filterKey, form]);

  const go = (next: typeof query) => setParams(paramsFromQuery(next));
  const locale = i18n.language;

  const columns = useMemo<TableColumnsType<ProjectListItem>>(
    () => [
      {
        key: 'name',
        title: t('projects.list.columns.name'),
        render: (_, row) => (
          <div className="app-project-name-cell">
            {/* A link too: the keyboard opens the project as the pointer does with the row. */}
            <Link to={projectTabPath(row.id)} onClick={(event) => event.stopPropagation()}>
              {row.name}
            </Link>
            <Typography.Text type="secondary" className="app-num app-project-code">
              {row.code}
            </Typography.Text>
          </div>
        ),
      },
      {
        key: 'customer',
        title: t('projects.fields.customer_id'),
        render: (_, row) => row.customer?.name ?? '–',
      },
      {
        key: 'manager',
        title: t('projects.fields.manager_id'),
        render: (_, row) => <PersonCell person={row.manager} />,
      },
      {
        key: 'period',
        title: t('projects.list.columns.period'),
        render: (_, row) => (
          <span className="app-num app-nowrap">{formatPeriod(row.start_date, row.end_date)}</span>
        ),
      },
      {
        key: 'status',
        title: t('projects.fields.status'),
        render: (_, row) => <StatusTag status={row.status} testId={`project-status-${row.id}`} />,
      },
      { key: 'type', title: t('projects.fields.type'), render: (_, row) => typeText(t, row.type) },
      {
        key: 'members',
        title: t('projects.list.columns.members'),
        align: 'right',
        render: (_, row) => <span className="app-num">{row.member_count}</span>,
      },
      {
        key: 'contract_value',
        title: t('projects.list.columns.contractValue'),
        align: 'right',
        render: (_, row) => <span className="app-num">{formatManMonths(row.contract_value, locale)}</span>,
      },
    ],
    [t, locale],
  );

  const managers = personOptions(createData.data?.employees);
  const customerOptions = (customers.data?.customers ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <>
      <PageHeading
        extra={
          canCreate ? (
            <Link to={PROJECT_CREATE_PATH}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="project-new">
                {t('projects.list.new')}
              </Button>
            </Link>
          ) : undefined
        }
      />
      <FilterCard<FilterValues>
        form={form}
        searchTestId="project-search"
        onSearch={(values) => go(withFilters(query, filtersFromValues(values)))}
        onReset={() => go({ ...DEFAULT_QUERY, perpage: query.perpage })}
      >
        <Form.Item name="q" label={t('projects.list.filters.q')}>
          <Input
            allowClear
            placeholder={t('projects.list.filters.qPlaceholder')}
            data-testid="project-filter-q"
          />
        </Form.Item>
        <Form.Item name="status" label={t('projects.fields.status')}>
          <Select
            allowClear
            placeholder={t('projects.list.filters.all')}
            options={statusOptions(t)}
            data-testid="project-filter-status"
          />
        </Form.Item>
        <Form.Item name="customer_id" label={t('projects.fields.customer_id')}>
          <Select
            allowClear
            placeholder={t('projects.list.filters.all')}
            options={customerOptions}
            loading={customers.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            virtual={false}
            data-testid="project-filter-customer"
          />
        </Form.Item>
        <Form.Item name="manager_id" label={t('projects.fields.manager_id')}>
          <Select
            allowClear
            placeholder={t('projects.list.filters.all')}
            options={managers}
            loading={createData.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="project-filter-manager"
          />
        </Form.Item>
        <Form.Item name="period" label={t('projects.list.filters.period')} {...projectRangeItemProps}>
          <DatePicker.RangePicker
            format={PROJECT_DATE_FORMAT}
            allowEmpty={[true, true]}
            className="app-full-width"
            data-testid="project-filter-period"
          />
        </Form.Item>
      </FilterCard>

      <Card>
        <LoadFailedAlert query={list} />
        <ListTable<ProjectListItem>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          empty={t('projects.list.empty')}
          phoneKeys={PHONE_COLUMNS}
          foldBelowXxl={FOLD_BELOW_XXL}
          rowClassName={() => 'app-clickable-row'}
          onRow={(row) =>
            ({
              'data-testid': `project-row-${row.id}`,
              onClick: () => navigate(projectTabPath(row.id)),
            }) as never
          }
          pagination={tablePagination(t, list.data, { page: query.page, perPage: query.perpage }, (next) =>
            go(withPage(query, next.page, next.perPage)),
          )}
          data-testid="project-table"
        />
      </Card>
    </>
  );
}
