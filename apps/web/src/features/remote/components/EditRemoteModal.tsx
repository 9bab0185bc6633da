/**
 * The remote edit modal of SPEC 2: GET /remote/{id}/edit, saved with POST /remote/{id} (which
 * resets the approvals). Read-only once the request is no longer pending.
 */
import { type RemoteTypes, remoteApi } from '../../../api/remote';
import { EditRequestModal, type EditSpec } from '../../../requests/EditRequestModal';
import { canEdit } from '../../../requests/rules';
import { type RemoteFormValues, toRemoteInput } from '../rules';
import { RemoteForm } from './RemoteForm';

const spec: EditSpec<RemoteTypes, RemoteFormValues> = {
  area: 'remote',
  testId: 'remote',
  client: remoteApi,
  width: 720,
  itemOf: (edit) => edit.remoteRequest,
  idOf: (item) => item.id,
  editable: canEdit,
  values: (item) => ({
    approve_person_1: item.approve_person_1?.approve_employee_id ?? null,
    approve_person_2: item.approve_person_2?.approve_employee_id ?? null,
    start_date: item.start_date,
    end_date: item.end_date,
    reason: item.reason,
  }),
  // Approver 2 is sent only when the company has a second level.
  input: (values, edit) => toRemoteInput(values, edit.level2.length > 0),
  form: ({ form, edit, readOnly, onFinish }) => (
    <RemoteForm
      form={form}
      name="remote_edit"
      employee={edit?.employee}
      candidates={edit}
      readOnly={readOnly}
      onFinish={onFinish}
    />
  ),
};

export function EditRemoteModal(props: { id: number | null; onClose: () => void }) {
  return <EditRequestModal spec={spec} {...props} />;
}
