/** The leave form of the create and update pages (SPEC 2, 5). */
import type { LeaveCommons } from '@staffhub/domain';
import { type LeaveTypes, useLeaveCommons } from '../../api/leave';
import type { FormSpec } from '../../requests/RequestForms';
import { LeaveForm, newLeaveValues, showLimitMessages } from './components/LeaveForm';
import { chosenApprovers, type LeaveFormValues, toLeaveInput, usableForEdit } from './rules';

export const leaveForm: FormSpec<LeaveTypes, LeaveFormValues, LeaveCommons> = {
  values: (item) => ({
    start_date: item.start_date,
    start_time: item.start_time,
    end_date: item.end_date,
    end_time: item.end_time,
    type_reason: item.type_reason,
    reason: item.reason as LeaveFormValues['reason'],
    paid_cause: (item.paid_cause ?? null) as LeaveFormValues['paid_cause'],
    note: item.note ?? '',
    ...chosenApprovers(item),
  }),
  // Approver 2 is sent only when the company has a second level.
  input: (values, { data }) => toLeaveInput(values, (data?.approveEmployees.level2.length ?? 0) > 0),
  // The server's limits are said again in words that name what ran out.
  onError: (form, error, values) => showLimitMessages(form, error, values.type_reason),
  form: (props) => (
    <LeaveForm
      frame={props.frame}
      // Editing: the request's own days and minutes count as available again.
      commons={
        props.mode === 'create' || !props.data
          ? props.data
          : usableForEdit(props.data, props.data.sabbaticalLeaveRequest)
      }
    />
  ),
  create: {
    useData: () => useLeaveCommons(),
    defaults: (data, { today }) => (data ? newLeaveValues(today, data) : {}),
    noApprover: (data) => data.approveEmployees.level1.length === 0,
    submitText: 'leave.form.submit',
  },
};
