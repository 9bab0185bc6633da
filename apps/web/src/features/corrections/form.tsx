/**
 * The correction form of the create and update pages (SPEC 2, 5): multipart with the evidence
 * images and the upload's progress. A correction cannot be added while one is unapproved, nor
 * without a manager and an administrator to send it to.
 */
import type { CorrectionCreateData } from '@staffhub/domain';
import { Form } from 'antd';
import {
  type CorrectionTypes,
  createCorrection,
  EVIDENCE_KEY,
  updateCorrection,
  useCorrectionCreateData,
} from '../../api/corrections';
import { i18n } from '../../i18n';
import type { FormSpec } from '../../requests/RequestForms';
import {
  CorrectionForm,
  type CorrectionFormValues,
  storedUploadFile,
  toCorrectionInput,
  toEvidenceEntries,
} from './components/CorrectionForm';
import { CreateNotices, LacksApproversNotice, noApprover } from './components/parts';
import { buildCorrectionFormData, evidenceSlots, lacksApprovers, workDateFromQuery } from './rules';

export const correctionForm: FormSpec<CorrectionTypes, CorrectionFormValues, CorrectionCreateData> = {
  values: (item) => ({
    work_date: item.work_date,
    manager_id: item.manager_id,
    admin_id: item.admin_id,
    start_time_request: item.start_time_request,
    end_time_request: item.end_time_request,
    reason: item.reason,
    img_evidence: evidenceSlots(item).map(({ slot }) =>
      storedUploadFile(slot, null, i18n.t('corrections.form.storedImage', { n: slot })),
    ),
  }),
  input: (values, { mode }) =>
    buildCorrectionFormData(toCorrectionInput(values), toEvidenceEntries(values.img_evidence), {
      update: mode === 'edit',
    }),
  send: (id, body, options) =>
    id === null ? createCorrection(body, options) : updateCorrection(id, body, options),
  // The URL of a replaced image stays the same: read them all again.
  afterSave: (queryClient) => void queryClient.invalidateQueries({ queryKey: EVIDENCE_KEY }),
  notices: ({ mode, data }) =>
    mode === 'edit' ? (
      data && lacksApprovers(data.timesheetRequest) && <LacksApproversNotice />
    ) : (
      <CreateNotices data={data} />
    ),
  form: (props) => (
    <CorrectionForm
      frame={props.frame}
      edit={
        props.mode === 'edit' && props.data
          ? { managers: props.data.managers, admins: props.data.admins, stored: props.data.timesheetRequest }
          : undefined
      }
    />
  ),
  create: {
    useData: (form) => {
      const workDate = (Form.useWatch('work_date', form) as string | null | undefined) ?? null;
      return useCorrectionCreateData(workDate, workDate !== null);
    },
    waits: false,
    // The date the timesheet list passed, else today.
    defaults: (_, { today, params }) => ({
      work_date: workDateFromQuery(params.get('work_date'), today) ?? today,
    }),
    blocked: (data) => Boolean(data?.has_unapproved) || noApprover(data),
    submitText: 'common.save',
  },
};
