/**
 * The remote-work form of the create page and the edit modal (SPEC 2, SPEC 5): the requester
 * (read-only), approver 1, approver 2 (only when level 2 has candidates, then required), the start
 * and end dates (DD/MM/YYYY; the start not before yesterday in the company zone nor after the end,
 * the end not before the start) and the reason (required, at most 255).
 */

import type { RemoteEmployee } from '@staffhub/domain';
import { REMOTE_MAX_DAYS, REMOTE_NOTE_MAX_LENGTH, WIRE_DATE_FORMAT, ZRemoteInput } from '@staffhub/domain';
import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { REMOTE_LABELS, type RemoteCandidates } from '../../../api/remote';
import { translateFieldError } from '../../../api/validation';
import { ApproverFields } from '../../../requests/ApproverFields';
import { DateField, RequesterFields, RequestForm, TextField } from '../../../requests/fields';
import type { FormFrame } from '../../../requests/RequestForms';
import { todayIn } from '../../timesheets/dateRange';
import { dateErrorFor, isEndDateDisabled, isStartDateDisabled, type RemoteFormValues } from '../rules';

interface Props {
  frame: FormFrame<RemoteFormValues>;
  employee: RemoteEmployee | undefined;
  candidates: RemoteCandidates | undefined;
}

export function RemoteForm({ frame, employee, candidates }: Props) {
  const { form } = frame;
  const { t } = useTranslation();
  const account = useAccount();
  const today = todayIn(account.data?.company_time_zone);
  const start = Form.useWatch('start_date', form);
  const end = Form.useWatch('end_date', form);

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
    <RequestForm<RemoteFormValues>
      schema={ZRemoteInput}
      labels={REMOTE_LABELS}
      frame={frame}
      initialValues={{ reason: '', approve_person_2: null }}
      testId="remote-form"
    >
      <RequesterFields employee={employee} testId="remote" />
      <ApproverFields testId="remote" candidates={candidates} placeholder={t('remote.form.chooseApprover')} />
      <div className="app-form-row">
        <DateField
          name="start_date"
          required
          dependencies={['end_date']}
          rules={[dateRule('start_date')]}
          testId="remote-start"
          picker={{
            disabledDate: (day) => isStartDateDisabled(day.format(WIRE_DATE_FORMAT), { today, end }),
          }}
        />
        <DateField
          name="end_date"
          required
          dependencies={['start_date']}
          rules={[dateRule('end_date')]}
          extra={t('remote.form.datesHint', { days: REMOTE_MAX_DAYS })}
          testId="remote-end"
          picker={{
            disabledDate: (day) => isEndDateDisabled(day.format(WIRE_DATE_FORMAT), { today, start }),
          }}
        />
      </div>
      <TextField
        name="reason"
        required
        maxLength={REMOTE_NOTE_MAX_LENGTH}
        placeholder={t('remote.form.reasonPlaceholder')}
        testId="remote-reason"
      />
    </RequestForm>
  );
}
