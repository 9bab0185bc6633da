/**
 * The correction form of the create and update pages (SPEC 2, SPEC 5): request date (not after
 * today; the day's recorded check-in / check-out shown read-only), manager and administrator,
 * requested check-in / check-out (HH:mm), reason (at most 512) and 1-2 evidence images.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { CorrectionItem, IdName } from '@staffhub/domain';
import {
  CORRECTION_DEFAULT_END,
  CORRECTION_DEFAULT_START,
  correctionDateErrors,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  evidenceCountError,
  REASON_MAX_LENGTH,
  WIRE_DATE_FORMAT,
  ZCorrectionInput,
} from '@staffhub/domain';
import { Form, Image, Input, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { CORRECTION_LABELS, useCorrectionCreateData, useEvidenceImage } from '../../../api/corrections';
import { showError } from '../../../api/feedback';
import { fieldLabel, translateFieldError } from '../../../api/validation';
import { toOptions } from '../../../requests/ApproverFields';
import { DateField, RequestForm, SelectField, TextField, TimeField } from '../../../requests/fields';
import type { FormFrame } from '../../../requests/RequestForms';
import { todayIn } from '../../timesheets/dateRange';
import { EVIDENCE_ACCEPT, evidenceProblem, STORED_PREFIX } from '../rules';

export { STORED_PREFIX, toEvidenceEntries } from '../rules';

export interface CorrectionFormValues {
  work_date: string | null;
  manager_id: number | null;
  admin_id: number | null;
  start_time_request: string | null;
  end_time_request: string | null;
  reason: string;
  img_evidence: UploadFile[];
}

/** A stored image as an entry of the picker (removable; kept unless removed). */
export function storedUploadFile(slot: 1 | 2, src: string | null, name: string): UploadFile {
  return {
    uid: `${STORED_PREFIX}${slot}`,
    name,
    status: src ? 'done' : 'uploading',
    url: src ?? undefined,
    thumbUrl: src ?? undefined,
  };
}

export function toCorrectionInput(values: CorrectionFormValues) {
  return {
    work_date: values.work_date ?? '',
    manager_id: values.manager_id ?? 0,
    admin_id: values.admin_id ?? 0,
    start_time_request: values.start_time_request ?? '',
    end_time_request: values.end_time_request ?? '',
    reason: (values.reason ?? '').trim(),
  };
}

const fileListProps = {
  valuePropName: 'fileList',
  getValueFromEvent: (event: { fileList: UploadFile[] } | UploadFile[]) =>
    Array.isArray(event) ? event : event.fileList,
};

interface Props {
  frame: FormFrame<CorrectionFormValues>;
  /**
   * Editing: the candidates of the edit answer and the stored request (its images are shown once
   * read). Creating: the candidates of the chosen day's create data, the first of each by default.
   */
  edit?: { managers: IdName[]; admins: IdName[]; stored: CorrectionItem };
}

export function CorrectionForm({ frame, edit }: Props) {
  const { form, readOnly } = frame;
  const { t } = useTranslation();
  const account = useAccount();
  const today = todayIn(account.data?.company_time_zone);
  const workDate = Form.useWatch('work_date', form);
  const validDate = typeof workDate === 'string' && workDate <= today ? workDate : null;
  const day = useCorrectionCreateData(validDate, validDate !== null);
  const dayData = validDate && day.data?.work_date === validDate ? day.data : undefined;
  const managers = edit?.managers ?? day.data?.managers ?? [];
  const admins = edit?.admins ?? day.data?.admins ?? [];

  // Creating: the first manager and the first administrator, kept while they stay candidates.
  useEffect(() => {
    if (edit || !day.data) return;
    const { managers, admins } = day.data;
    const manager = form.getFieldValue('manager_id') as number | null | undefined;
    const admin = form.getFieldValue('admin_id') as number | null | undefined;
    const update: Partial<CorrectionFormValues> = {};
    if (!managers.some((m) => m.id === manager)) update.manager_id = managers[0]?.id ?? null;
    if (!admins.some((a) => a.id === admin)) update.admin_id = admins[0]?.id ?? null;
    if (Object.keys(update).length) form.setFieldsValue(update);
  }, [edit, day.data, form]);

  // Editing: the stored images arrive later (read with the token); show them in the entries still listed.
  const image1 = useEvidenceImage(edit?.stored.img_evidence);
  const image2 = useEvidenceImage(edit?.stored.img_evidence2);
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

  /** Object URLs of the new files' previews, revoked on unmount. */
  const previews = useRef(new Map<string, string>());
  useEffect(() => {
    const map = previews.current;
    return () => {
      for (const url of map.values()) URL.revokeObjectURL(url);
      map.clear();
    };
  }, []);
  const [preview, setPreview] = useState<string | null>(null);
  const openPreview = (file: UploadFile) => {
    let src = file.url ?? null;
    if (!src && file.originFileObj) {
      src = previews.current.get(file.uid) ?? URL.createObjectURL(file.originFileObj);
      previews.current.set(file.uid, src);
    }
    if (!src) src = file.thumbUrl ?? null;
    setPreview(src);
  };

  const notAfterToday = {
    validator: async (_: unknown, value: string | null | undefined) => {
      const error = value ? correctionDateErrors(value, today)?.work_date?.[0] : undefined;
      if (error) throw new Error(translateFieldError('work_date', error, CORRECTION_LABELS));
    },
  };
  const evidenceRule = {
    validator: async (_: unknown, value: UploadFile[] | undefined) => {
      const error = evidenceCountError(value?.length ?? 0);
      if (error?.rule === 'required')
        throw new Error(translateFieldError('img_evidence', error, CORRECTION_LABELS));
      if (error) throw new Error(t('corrections.form.evidenceCount', { max: EVIDENCE_MAX_FILES }));
    },
  };

  const evidence = (Form.useWatch('img_evidence', form) as UploadFile[] | undefined) ?? [];
  const maxKb = EVIDENCE_MAX_BYTES / 1024;

  const readOnlyTime = (value: string | null | undefined, testId: string) => (
    <Input
      readOnly
      disabled
      value={dayData ? (value ?? t('corrections.form.noRecord')) : '–'}
      id={testId}
      data-testid={testId}
    />
  );
  const candidateSelect = (options: IdName[], placeholder: string) => ({
    loading: !edit && day.isPending && validDate !== null,
    placeholder,
    options: toOptions(options),
  });

  return (
    <RequestForm<CorrectionFormValues>
      schema={ZCorrectionInput}
      labels={CORRECTION_LABELS}
      frame={frame}
      initialValues={{
        reason: '',
        img_evidence: [],
        start_time_request: CORRECTION_DEFAULT_START,
        end_time_request: CORRECTION_DEFAULT_END,
        manager_id: null,
        admin_id: null,
      }}
      className="app-correction-form"
    >
      <div className="app-form-row">
        <DateField
          name="work_date"
          required
          rules={[notAfterToday]}
          extra={t('corrections.form.dateHint')}
          testId="correction-date"
          picker={{ allowClear: false, disabledDate: (value) => value.format(WIRE_DATE_FORMAT) > today }}
        />
        <Form.Item label={t('corrections.form.realIn')} htmlFor="correction-real-in">
          {readOnlyTime(dayData?.start_time_real, 'correction-real-in')}
        </Form.Item>
        <Form.Item label={t('corrections.form.realOut')} htmlFor="correction-real-out">
          {readOnlyTime(dayData?.end_time_real, 'correction-real-out')}
        </Form.Item>
      </div>
      <div className="app-form-row">
        <SelectField
          name="manager_id"
          required
          search
          testId="correction-manager"
          select={candidateSelect(managers, t('corrections.form.chooseManager'))}
        />
        <SelectField
          name="admin_id"
          required
          search
          testId="correction-admin"
          select={candidateSelect(admins, t('corrections.form.chooseAdmin'))}
        />
      </div>
      <div className="app-form-row">
        <TimeField
          name="start_time_request"
          required
          dependencies={['end_time_request']}
          testId="correction-start"
        />
        <TimeField
          name="end_time_request"
          required
          dependencies={['start_time_request']}
          testId="correction-end"
        />
      </div>
      <TextField name="reason" required maxLength={REASON_MAX_LENGTH} testId="correction-reason" />
      <Form.Item
        name="img_evidence"
        label={fieldLabel('img_evidence', CORRECTION_LABELS)}
        required
        rules={[evidenceRule]}
        extra={t('corrections.form.evidenceHint', { size: maxKb, max: EVIDENCE_MAX_FILES })}
        {...fileListProps}
      >
        <Upload
          listType="picture-card"
          accept={EVIDENCE_ACCEPT}
          multiple
          beforeUpload={(file, batch) => {
            const current = (form.getFieldValue('img_evidence') as UploadFile[] | undefined) ?? [];
            const problem = evidenceProblem(file, current.length + batch.indexOf(file));
            if (!problem) return false;
            const text =
              problem === 'type'
                ? t('corrections.form.evidenceType')
                : problem === 'size'
                  ? t('corrections.form.evidenceSize', { size: maxKb, name: file.name })
                  : t('corrections.form.evidenceCount', { max: EVIDENCE_MAX_FILES });
            showError(text, `correction-evidence-${problem}`);
            return Upload.LIST_IGNORE;
          }}
          onPreview={openPreview}
          onRemove={(file) => {
            const url = previews.current.get(file.uid);
            if (url) {
              URL.revokeObjectURL(url);
              previews.current.delete(file.uid);
            }
            return true;
          }}
          data-testid="correction-evidence-upload"
        >
          {evidence.length >= EVIDENCE_MAX_FILES || readOnly ? null : (
            <button type="button" className="app-correction-upload" style={uploadButtonStyle}>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{t('corrections.form.upload')}</div>
            </button>
          )}
        </Upload>
      </Form.Item>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt=""
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </RequestForm>
  );
}

const uploadButtonStyle = { border: 0, background: 'none', cursor: 'pointer', color: 'inherit' } as const;
