/**
 * Record a resignation (POST /employees/resignation): the date (today by default, or the one
 * already recorded) and the reason, confirmed once more, since from that date the person can no
 * longer sign in and is no longer offered as an approver.
 */
import { DATE_FORMAT, DATE_MAX, PERSON_DATE_MIN, REASON_MAX_LENGTH, ZResignation } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { App, type ButtonProps, DatePicker, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import {
  EMPLOYEE_LABELS,
  type Employee,
  resignEmployee,
  useInvalidateEmployees,
} from '../../../api/employees';
import { showSuccess } from '../../../api/feedback';
import { fieldLabel, schemaRule } from '../../../api/validation';
import { dateItemProps } from '../../../lib/formItems';
import { todayIn } from '../../timesheets/dateRange';
import { formatWorkDate } from '../../timesheets/format';

interface Values {
  employee_id: number;
  resignation_date: string | null;
  resignation_reason: string;
}

export function ResignDialog({
  employee,
  open,
  onClose,
}: {
  employee: Employee;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const account = useAccount();
  const invalidate = useInvalidateEmployees();
  const today = todayIn(account.data?.company_time_zone);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      employee_id: employee.id,
      resignation_date: employee.resignation_date ?? today,
      resignation_reason: employee.resignation_reason ?? '',
    });
  }, [open, employee, today, form]);

  const mutation = useMutation({
    mutationFn: (values: Values) =>
      resignEmployee(
        {
          employee_id: employee.id,
          resignation_date: values.resignation_date ?? '',
          resignation_reason: values.resignation_reason.trim(),
        },
        form,
      ),
    onSuccess: () => {
      showSuccess(t('employees.resign.done', { name: employee.name }));
      void invalidate();
      onClose();
    },
  });

  const confirm = (values: Values) =>
    modal.confirm({
      title: t('employees.resign.confirmTitle'),
      content: t('employees.resign.confirm', {
        name: employee.name,
        date: formatWorkDate(values.resignation_date ?? ''),
      }),
      okText: t('employees.resign.submit'),
      okButtonProps: { danger: true, 'data-testid': 'employee-resign-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => mutation.mutateAsync(values).catch(() => undefined),
    });

  const rule = (field: keyof Values) =>
    schemaRule(
      { safeParse: (v) => ZResignation.safeParse({ ...(v as object), employee_id: employee.id }) },
      field,
      EMPLOYEE_LABELS,
    );

  return (
    <Modal
      open={open}
      title={t('employees.resign.title', { name: employee.name })}
      okText={t('employees.resign.submit')}
      okButtonProps={{ danger: true, 'data-testid': 'employee-resign-submit' } as ButtonProps}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      forceRender
      data-testid="employee-resign-dialog"
    >
      <Typography.Paragraph type="secondary">{t('employees.resign.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        name="employee_resign"
        onFinish={confirm}
        disabled={mutation.isPending}
      >
        <Form.Item
          name="resignation_date"
          label={fieldLabel('resignation_date', EMPLOYEE_LABELS)}
          required
          rules={[rule('resignation_date')]}
          {...dateItemProps}
        >
          <DatePicker
            format={DATE_FORMAT}
            placeholder={DATE_FORMAT}
            className="app-full-width"
            disabledDate={(day) => {
              const value = day.format('YYYY-MM-DD');
              return value < PERSON_DATE_MIN || value > DATE_MAX;
            }}
            data-testid="employee-resign-date"
          />
        </Form.Item>
        <Form.Item
          name="resignation_reason"
          label={fieldLabel('resignation_reason', EMPLOYEE_LABELS)}
          required
          rules={[rule('resignation_reason')]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            showCount
            data-testid="employee-resign-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
