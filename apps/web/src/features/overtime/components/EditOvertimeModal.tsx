/**
 * The OT edit modal of SPEC 2: GET /overtime-requests/{id}/edit, read-only unless the request may
 * still be edited (the server's can_edit), saved with POST /overtime-requests/{id}.
 */
import { type OvertimeTypes, overtimeApi } from '../../../api/overtime';
import { EditRequestModal, type EditSpec } from '../../../requests/EditRequestModal';
import { canEdit } from '../../../requests/rules';
import { OvertimeForm, type OvertimeFormValues, overtimeFormValues, toOvertimeInput } from './OvertimeForm';

const spec: EditSpec<OvertimeTypes, OvertimeFormValues> = {
  area: 'overtime',
  testId: 'ot',
  client: overtimeApi,
  width: 760,
  itemOf: (edit) => edit.overTimeRequest,
  idOf: (item) => item.over_time_request_id,
  editable: canEdit,
  values: overtimeFormValues,
  input: (values) => toOvertimeInput(values),
  form: ({ form, edit, readOnly, onFinish }) => (
    <OvertimeForm
      form={form}
      name="overtime_edit"
      projects={edit?.projects ?? []}
      initialCandidates={edit ? { level1: edit.level1, level2: edit.level2 } : undefined}
      readOnly={readOnly}
      onFinish={onFinish}
    />
  ),
};

export function EditOvertimeModal(props: { id: number | null; onClose: () => void }) {
  return <EditRequestModal spec={spec} {...props} />;
}
