/** The remote-work form of the create page and of the edit modal (SPEC 2, 5, 6). */
import type { RemoteCreateData } from '@staffhub/domain';
import { type RemoteTypes, useRemoteCreateData } from '../../api/remote';
import type { FormSpec } from '../../requests/RequestForms';
import { defaultApprovers } from '../../requests/rules';
import { RemoteForm } from './components/RemoteForm';
import { type RemoteFormValues, toRemoteInput } from './rules';

export const remoteForm: FormSpec<RemoteTypes, RemoteFormValues, RemoteCreateData> = {
  width: 720,
  values: (item) => ({
    approve_person_1: item.approve_person_1?.approve_employee_id ?? null,
    approve_person_2: item.approve_person_2?.approve_employee_id ?? null,
    start_date: item.start_date,
    end_date: item.end_date,
    reason: item.reason,
  }),
  // Approver 2 is sent only when the company has a second level.
  input: (values, { data }) => toRemoteInput(values, (data?.level2.length ?? 0) > 0),
  form: ({ frame, data }) => <RemoteForm frame={frame} employee={data?.employee} candidates={data} />,
  create: {
    useData: useRemoteCreateData,
    // Today in the company zone for both dates, like the overtime form's date.
    defaults: (data, { today }) => ({
      ...(data ? defaultApprovers(data) : {}),
      start_date: today,
      end_date: today,
    }),
    // SPEC 5: with no level-1 candidate a popup says no approver is available.
    noApprover: (data) => data.level1.length === 0,
    noApproverPopup: true,
    submitText: 'remote.form.submit',
  },
};
