import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Form, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { correctionsApi, EVIDENCE_KEY, updateCorrection, useEvidenceImage } from '../../api/corrections';
import { showSuccess } from '../../api/feedback';
import { PageHeading } from '../../app/components/PageHeading';
import { FormActions } from '../../requests/FormActions';
import { canEdit } from '../../requests/rules';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import {
  CorrectionForm,
  type CorrectionFormValues,
  STORED_PREFIX,
  storedUploadFile,
  toCorrectionInput,
  toEvidenceEntries,
} from './components/CorrectionForm';
import { LacksApproversNotice, UploadProgress } from './components/parts';
import { buildCorrectionFormData, evidenceSlots, lacksApprovers } from './rules';

export default function CorrectionUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId(useParams().id);
  const [form] = Form.useForm<CorrectionFormValues>();
  const edit = correctionsApi.useEdit(id);
  const invalidate = correctionsApi.useInvalidate();
  const queryClient = useQueryClient();
  const item = edit.data?.timesheetRequest;
  const editable = item ? canEdit(item) : false;
  const filledFor = useRef<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const image1 = useEvidenceImage(item?.img_evidence);
  const image2 = useEvidenceImage(item?.img_evidence2);

  useEffect(() => {
    // Filled once per request: a later refetch must not overwrite what the user typed.
    if (!item || filledFor.current === item.id) return;
    filledFor.current = item.id;
    form.setFieldsValue({
      work_date: item.work_date,
      manager_id: item.manager_id,
      admin_id: item.admin_id,
      start_time_request: item.start_time_request,
      end_time_request: item.end_time_request,
      reason: item.reason,
      img_evidence: evidenceSlots(item).map(({ slot }) =>
        storedUploadFile(slot, null, t('corrections.form.storedImage', { n: slot })),
      ),
    });
  }, [item, form, t]);

  // The stored images arrive later (read with the token): show them in the entries still listed.
  useEffect(() => {
    const files = form.getFieldValue('img_evidence') as UploadFile[] | undefined;
    if (!files?.length) return;
    const srcOf = (uid: string) =>
      uid === `${STORED_PREFIX}1` ? image1.src : uid === `${STORED_PREFIX}2` ? image2.src : null;
    let changed = false;
    const next = files.map((file) => {
      const src = srcOf(file.uid);
      if (!src || file.url === src) return file;
      changed = true;
      return { ...file, status: 'done' as const, url: src, thumbUrl: src };
    });
    if (changed) form.setFieldValue('img_evidence', next);
  }, [image1.src, image2.src, form]);

  const mutation = useMutation({
    mutationFn: (values: CorrectionFormValues) => {
      setProgress(0);
      const body = buildCorrectionFormData(
        toCorrectionInput(values),
        toEvidenceEntries(values.img_evidence),
        {
          update: true,
        },
      );
      return updateCorrection(id ?? 0, body, { form, onProgress: setProgress });
    },
    onSuccess: () => {
      showSuccess(t('corrections.updated'));
      void invalidate();
      // The URL of a replaced image stays the same: read them all again.
      void queryClient.invalidateQueries({ queryKey: EVIDENCE_KEY });
      navigate(`/additional-timesheet/detail/${id}`);
    },
    onSettled: () => setProgress(null),
  });

  return (
    <>
      <PageHeading />
      <Card>
        <Loaded query={edit}>
          {({ timesheetRequest: item }) => (
            <>
              {lacksApprovers(item) && <LacksApproversNotice />}
              {!editable && (
                <Alert
                  type="warning"
                  showIcon
                  className="app-gap"
                  data-testid="correction-read-only"
                  title={t('corrections.form.readOnly')}
                />
              )}
              <CorrectionForm
                form={form}
                name="correction_update"
                candidates={
                  edit.data ? { managers: edit.data.managers, admins: edit.data.admins } : undefined
                }
                readOnly={!editable || mutation.isPending}
                onFinish={(values) => mutation.mutate(values)}
              />
              <FormActions
                mode="update"
                testId="correction-submit"
                busy={mutation.isPending}
                canSubmit={editable}
                onSubmit={() => form.submit()}
                cancelTo={id ? `/additional-timesheet/detail/${id}` : '/additional-timesheet'}
              >
                <UploadProgress percent={progress} />
              </FormActions>
            </>
          )}
        </Loaded>
      </Card>
    </>
  );
}
