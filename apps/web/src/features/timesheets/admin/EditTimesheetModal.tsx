/** Administrator correction of one day (PUT /timesheets/{id}), or creation of a missing day (POST). */
import { REASON_MAX_LENGTH, ZTimesheetEdit } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { type ButtonProps, Descriptions, Form, Input, Modal, TimePicker } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import {
  type AdminTimesheetRow,
  createTimesheet,
  TIMESHEET_EDIT_LABELS,
  type TimesheetEditBody,
  updateTimesheet,
  useInvalidateTimesheets,
} from '../../../api/timesheets';
import { fieldLabel, schemaRule } from '../../../api/validation';
import { TIME_FORMAT, timeItemProps } from '../../../lib/formItems';
import { formatWorkDate } from '../format';

interface Props {
  row: AdminTimesheetRow | null;
  onClose: () => void;
}

export function EditTimesheetModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TimesheetEditBody>();
  const invalidate = useInvalidateTimesheets();
  const isCreate = row !== null && row.id === null;

  useEffect(() => {
    if (row) {
      form.resetFields();
      form.setFieldsValue({ check_in: row.start_time_real, check_out: row.end_time_real, reason: '' });
    }
  }, [row, form]);

  const mutation = useMutation({
    mutationFn: (values: TimesheetEditBody) => {
      if (!row) throw new Error('No row');
      const body = {
        check_in: values.check_in ?? null,
        check_out: values.check_out ?? null,
        reason: values.reason,
      };
      return row.id === null
        ? createTimesheet({ ...body, employee_id: row.employee.id, work_date: row.work_date }, form)
        : updateTimesheet(row.id, body, form);
    },
    onSuccess: () => {
      showSuccess(t('common.saved'));
      void invalidate();
      onClose();
    },
  });

  const rule = (field: keyof TimesheetEditBody) => schemaRule(ZTimesheetEdit, field, TIMESHEET_EDIT_LABELS);
  const label = (field: keyof TimesheetEditBody) => fieldLabel(field, TIMESHEET_EDIT_LABELS);
  const titleKey = isCreate ? 'timesheets.manage.createTitle' : 'timesheets.manage.editTitle';

  return (
    <Modal
      open={row !== null}
      title={row ? t(titleKey, { name: row.employee.name, date: formatWorkDate(row.work_date) }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      forceRender
      destroyOnHidden={false}
      okButtonProps={{ 'data-testid': 'timesheet-edit-submit' } as ButtonProps}
    >
      {row && (
        <Descriptions
          size="small"
          column={1}
          className="app-gap"
          items={[
            {
              key: 'code',
              label: t('timesheets.columns.employeeCode'),
              children: row.employee.employee_code,
            },
            { key: 'name', label: t('timesheets.columns.employeeName'), children: row.employee.name },
            { key: 'date', label: t('timesheets.columns.date'), children: formatWorkDate(row.work_date) },
          ]}
        />
      )}
      <Form<TimesheetEditBody>
        form={form}
        name="timesheet_edit"
        layout="vertical"
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
        initialValues={{ check_in: null, check_out: null, reason: '' }}
      >
        <div className="app-form-row">
          <Form.Item
            name="check_in"
            label={label('check_in')}
            dependencies={['check_out']}
            rules={[rule('check_in')]}
            {...timeItemProps}
          >
            <TimePicker format={TIME_FORMAT} minuteStep={1} needConfirm={false} data-testid="edit-check-in" />
          </Form.Item>
          <Form.Item
            name="check_out"
            label={label('check_out')}
            dependencies={['check_in']}
            rules={[rule('check_out')]}
            {...timeItemProps}
          >
            <TimePicker
              format={TIME_FORMAT}
              minuteStep={1}
              needConfirm={false}
              data-testid="edit-check-out"
            />
          </Form.Item>
        </div>
        <div className="app-muted app-gap">{t('timesheets.manage.timeHint')}</div>
        <Form.Item name="reason" label={label('reason')} required rules={[rule('reason')]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX_LENGTH} showCount data-testid="edit-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
