/**
 * The remote-work form of the create page and the edit modal (SPEC 2, SPEC 5): the requester
 * (read-only), approver 1, approver 2 (only when level 2 has candidates, then required), the start
 * and end dates (DD/MM/YYYY; the start not before yesterday in the company zone nor after the end,
 * the end not before the start) and the reason (required, at most 255).
 */
import {
  DATE_FORMAT,
  REMOTE_MAX_DAYS,
  REMOTE_NOTE_MAX_LENGTH,
  WIRE_DATE_FORMAT,
  ZRemoteInput,
} from '@staffhub/domain';
import { DatePicker, Form, type FormInstance, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import {
  REMOTE_LABELS,
  type RemoteCandidates,
  type RemoteEmployee,
  type RemoteInput,
} from '../../../api/remote';
import { fieldLabel, schemaRule, translateFieldError } from '../../../api/validation';
import { dateItemProps } from '../../../lib/formItems';
import { ApproverFields } from '../../../requests/ApproverFields';
import { todayIn } from '../../timesheets/dateRange';
import { dateErrorFor, isEndDateDisabled, isStartDateDisabled, type RemoteFormValues } from '../rules';

interface Props {
  form: FormInstance<RemoteFormValues>;
  name: string;
  employee: RemoteEmployee | undefined;
  candidates: RemoteCandidates | undefined;
  readOnly?: boolean;
  onFinish: (values: RemoteFormValues) => void;
}

export function RemoteForm({ form, name, employee, candidates, readOnly = false, onFinish }: Props) {
  const { t } = useTranslation();
  const account = useAccount();
  const today = todayIn(account.data?.company_time_zone);
  const start = Form.useWatch('start_date', form);
  const end = Form.useWatch('end_date', form);

  const rule = (field: keyof RemoteInput) => schemaRule(ZRemoteInput, field, REMOTE_LABELS);
  const label = (field: keyof RemoteInput) => fieldLabel(field, REMOTE_LABELS);
  /** The date rules the server applies (yesterday in the company zone, order, length). */
  const dateRule =
    (field: 'start_date' | 'end_date'): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const error = dateErrorFor(field, getFieldsValue(true) as RemoteFormValues, today);
        if (error) throw new Error(translateFieldError(field, error, REMOTE_LABELS));
      },
    });

  return (
    <Form<RemoteFormValues>
      form={form}
      name={name}
      layout="vertical"
      disabled={readOnly}
      onFinish={onFinish}
      initialValues={{ reason: '', approve_person_2: null }}
      data-testid="remote-form"
    >
      <div className="app-form-row">
        <Form.Item label={t('remote.form.employeeId')}>
          <Input
            value={employee?.employee_code ?? ''}
            readOnly
            variant="filled"
            data-testid="remote-employee-id"
          />
        </Form.Item>
        <Form.Item label={t('remote.form.employeeName')}>
          <Input value={employee?.name ?? ''} readOnly variant="filled" data-testid="remote-employee-name" />
        </Form.Item>
      </div>
      <ApproverFields
        testId="remote"
        schema={ZRemoteInput}
        labels={REMOTE_LABELS}
        candidates={candidates}
        placeholder={t('remote.form.chooseApprover')}
      />
      <div className="app-form-row">
        <Form.Item
          name="start_date"
          label={label('start_date')}
          required
          dependencies={['end_date']}
          rules={[rule('start_date'), dateRule('start_date')]}
          {...dateItemProps}
        >
          <DatePicker
            format={DATE_FORMAT}
            className="app-full-width"
            placeholder={DATE_FORMAT}
            data-testid="remote-start"
            disabledDate={(day) => isStartDateDisabled(day.format(WIRE_DATE_FORMAT), { today, end })}
          />
        </Form.Item>
        <Form.Item
          name="end_date"
          label={label('end_date')}
          required
          dependencies={['start_date']}
          rules={[rule('end_date'), dateRule('end_date')]}
          extra={t('remote.form.datesHint', { days: REMOTE_MAX_DAYS })}
          {...dateItemProps}
        >
          <DatePicker
            format={DATE_FORMAT}
            className="app-full-width"
            placeholder={DATE_FORMAT}
            data-testid="remote-end"
            disabledDate={(day) => isEndDateDisabled(day.format(WIRE_DATE_FORMAT), { today, start })}
          />
        </Form.Item>
      </div>
      <Form.Item name="reason" label={label('reason')} required rules={[rule('reason')]}>
        <Input.TextArea
          rows={3}
          maxLength={REMOTE_NOTE_MAX_LENGTH}
          showCount
          placeholder={t('remote.form.reasonPlaceholder')}
          data-testid="remote-reason"
        />
      </Form.Item>
    </Form>
  );
}
