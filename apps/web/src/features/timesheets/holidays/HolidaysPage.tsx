/** Administrators: each company's holidays of a year (list, add, edit, delete). */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DATE_FORMAT, HOLIDAY_YEARS, ZHolidayInput } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import {
  App,
  Button,
  type ButtonProps,
  Card,
  DatePicker,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { showSuccess } from '../../../api/feedback';
import { queryClient } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import {
  deleteHoliday,
  type Holiday,
  type HolidayBody,
  saveHoliday,
  useHolidays,
} from '../../../api/timesheets';
import { fieldLabel, schemaRule } from '../../../api/validation';
import { LoadFailedResult } from '../../../app/components/LoadFailedResult';
import { PageHeading } from '../../../app/components/PageHeading';
import { TableEmpty } from '../../../app/components/TableEmpty';
import { dateItemProps } from '../../../lib/formItems';
import { CompanyField, useCompanyChoice } from '../components/CompanyField';
import { currentYearIn, weekdayOfDate } from '../dateRange';
import { formatWorkDate } from '../format';

const YEARS = Array.from(
  { length: HOLIDAY_YEARS.to - HOLIDAY_YEARS.from + 1 },
  (_, i) => HOLIDAY_YEARS.from + i,
);

function invalidateHolidays() {
  // Holidays change day kinds: the timesheet lists and dashboards follow.
  void queryClient.invalidateQueries({ queryKey: ['holidays'] });
  void queryClient.invalidateQueries({ queryKey: queryKeys.timesheets });
}

function HolidayModal({
  editing,
  companyId,
  year,
  onClose,
}: {
  editing: Holiday | 'new' | null;
  companyId: number;
  year: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HolidayBody>();
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing === 'new'
        ? { company_id: companyId, date: undefined, name: '' }
        : { company_id: editing.company_id, date: editing.date, name: editing.name },
    );
  }, [editing, companyId, form]);

  const mutation = useMutation({
    mutationFn: (values: HolidayBody) =>
      saveHoliday(editing === 'new' || editing === null ? null : editing.id, values, form),
    onSuccess: () => {
      showSuccess(t('common.saved'));
      invalidateHolidays();
      onClose();
    },
  });
  const rule = (field: keyof HolidayBody) => schemaRule(ZHolidayInput, field);

  return (
    <Modal
      open={editing !== null}
      title={t(editing === 'new' ? 'holidays.addTitle' : 'holidays.editTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      forceRender
      okButtonProps={{ 'data-testid': 'holiday-save' } as ButtonProps}
    >
      <Form<HolidayBody>
        form={form}
        layout="vertical"
        name="holiday"
        onFinish={(values) => mutation.mutate({ ...values, name: values.name.trim() })}
        disabled={mutation.isPending}
      >
        <Form.Item name="company_id" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="date" label={fieldLabel('date')} required rules={[rule('date')]} {...dateItemProps}>
          <DatePicker
            format={DATE_FORMAT}
            className="app-full-width"
            defaultPickerValue={dayjs(`${year}-01-01`)}
            data-testid="holiday-date"
          />
        </Form.Item>
        <Form.Item name="name" label={fieldLabel('name')} required rules={[rule('name')]}>
          <Input data-testid="holiday-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function HolidaysPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const account = useAccount();
  const [company, setCompany] = useCompanyChoice();
  const [year, setYear] = useState<number | null>(null);
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);

  const thisYear = currentYearIn(account.data?.company_time_zone);
  const shownYear = year ?? Math.min(HOLIDAY_YEARS.to, Math.max(HOLIDAY_YEARS.from, thisYear));
  const holidays = useHolidays(company, shownYear);

  const remove = useMutation({
    mutationFn: (id: number) => deleteHoliday(id),
    onSuccess: () => {
      showSuccess(t('common.deleted'));
      invalidateHolidays();
    },
  });

  const confirmDelete = (holiday: Holiday) =>
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('holidays.deleteConfirm', { name: holiday.name, date: formatWorkDate(holiday.date) }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'holiday-delete-ok' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(holiday.id).catch(() => undefined),
    });

  const rows = [...(holidays.data?.holidays ?? [])].sort((a, b) => a.date.localeCompare(b.date));

  return (
    <>
      <PageHeading
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="holiday-add"
          >
            {t('holidays.add')}
          </Button>
        }
      />
      <Card className="app-filter-card">
        <Space wrap size="large">
          <CompanyField id="holiday-company" value={company} onChange={setCompany} testId="holiday-company" />
          <span className="app-inline-field">
            <label htmlFor="holiday-year">{t('holidays.year')}</label>
            <Select
              id="holiday-year"
              value={shownYear}
              options={YEARS.map((y) => ({ value: y, label: String(y) }))}
              onChange={setYear}
              className="app-select-sm"
              data-testid="holiday-year"
            />
          </span>
        </Space>
      </Card>
      <Card>
        {holidays.isError && !holidays.data ? (
          <LoadFailedResult onRetry={() => holidays.refetch()} />
        ) : (
          <Table<Holiday>
            rowKey="id"
            size="small"
            dataSource={rows}
            loading={holidays.isFetching}
            pagination={false}
            locale={{
              emptyText: <TableEmpty loading={holidays.isFetching} description={t('holidays.empty')} />,
            }}
            data-testid="holiday-table"
            columns={[
              {
                key: 'date',
                title: t('holidays.date'),
                width: 180,
                render: (_, row) => (
                  <span className="app-ts-date">
                    <span className="app-num">{formatWorkDate(row.date)}</span>
                    <span className="app-ts-weekday">
                      {t(`timesheets.weekday.${weekdayOfDate(row.date)}`)}
                    </span>
                  </span>
                ),
              },
              { key: 'name', dataIndex: 'name', title: t('holidays.name') },
              {
                key: 'kind',
                title: t('holidays.kind'),
                width: 200,
                render: (_, row) =>
                  row.is_custom ? (
                    <Tag color="purple">{t('holidays.custom')}</Tag>
                  ) : (
                    <Tag color="magenta">{t('holidays.national')}</Tag>
                  ),
              },
              {
                key: 'actions',
                title: t('common.actions'),
                width: 200,
                render: (_, row) => (
                  <Space>
                    <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(row)}>
                      {t('common.edit')}
                    </Button>
                    <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(row)}>
                      {t('common.delete')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      <HolidayModal editing={editing} companyId={company} year={shownYear} onClose={() => setEditing(null)} />
    </>
  );
}
