/**
 * The correction form of the create and update pages (SPEC 2, SPEC 5): request date (not after
 * today; the day's recorded check-in / check-out shown read-only), manager and administrator,
 * requested check-in / check-out (HH:mm), reason (at most 512) and 1-2 evidence images.
 */
import { PlusOutlined } from '@ant-design/icons';
import {
  correctionDateErrors,
  DATE_FORMAT,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  evidenceCountError,
  REASON_MAX_LENGTH,
  WIRE_DATE_FORMAT,
  ZCorrectionInput,
} from '@staffhub/domain';
import {
  DatePicker,
  Form,
  type FormInstance,
  Image,
  Input,
  Select,
  TimePicker,
  Upload,
  type UploadFile,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { CORRECTION_LABELS, type IdName, useCorrectionCreateData } from '../../../api/corrections';
import { showError } from '../../../api/feedback';
import { fieldLabel, schemaRule, translateFieldError } from '../../../api/validation';
import { dateItemProps, optionalItemProps, TIME_FORMAT, timeItemProps } from '../../../lib/formItems';
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
  form: FormInstance<CorrectionFormValues>;
  name: string;
  /** Candidates (update: from the edit answer); create uses those of the day's create data. */
  candidates?: { managers: IdName[]; admins: IdName[] };
  readOnly?: boolean;
  initialValues?: Partial<CorrectionFormValues>;
  onFinish: (values: CorrectionFormValues) => void;
}

export function CorrectionForm({ form, name, candidates, readOnly = false, initialValues, onFinish }: Props) {
  const { t } = useTranslation();
  const account = useAccount();
  const today = todayIn(account.data?.company_time_zone);
  const workDate = Form.useWatch('work_date', form);
  const validDate = typeof workDate === 'string' && workDate <= today ? workDate : null;
  const day = useCorrectionCreateData(validDate, validDate !== null);
  const dayData = validDate && day.data?.work_date === validDate ? day.data : undefined;
  const managers = candidates?.managers ?? day.data?.managers ?? [];
  const admins = candidates?.admins ?? day.data?.admins ?? [];

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

  const rule = (field: keyof ReturnType<typeof toCorrectionInput>) =>
    schemaRule(ZCorrectionInput, field, CORRECTION_LABELS);
  const label = (field: string) => fieldLabel(field, CORRECTION_LABELS);
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
  const toOptions = (items: IdName[]) => items.map((item) => ({ value: item.id, label: item.name }));

  return (
    <Form<CorrectionFormValues>
      form={form}
      name={name}
      layout="vertical"
      disabled={readOnly}
      onFinish={onFinish}
      initialValues={{ reason: '', img_evidence: [], ...initialValues }}
      className="app-correction-form"
    >
      <div className="app-form-row">
        <Form.Item
          name="work_date"
          label={label('work_date')}
          required
          rules={[rule('work_date'), notAfterToday]}
          extra={t('corrections.form.dateHint')}
          {...dateItemProps}
        >
          <DatePicker
            format={DATE_FORMAT}
            allowClear={false}
            className="app-full-width"
            data-testid="correction-date"
            disabledDate={(value) => value.format(WIRE_DATE_FORMAT) > today}
          />
        </Form.Item>
        <Form.Item label={t('corrections.form.realIn')}>
          <Input
            readOnly
            disabled
            value={dayData ? (dayData.start_time_real ?? t('corrections.form.noRecord')) : '–'}
            data-testid="correction-real-in"
          />
        </Form.Item>
        <Form.Item label={t('corrections.form.realOut')}>
          <Input
            readOnly
            disabled
            value={dayData ? (dayData.end_time_real ?? t('corrections.form.noRecord')) : '–'}
            data-testid="correction-real-out"
          />
        </Form.Item>
      </div>
      <div className="app-form-row">
        <Form.Item
          name="manager_id"
          label={label('manager_id')}
          required
          rules={[rule('manager_id')]}
          {...optionalItemProps}
        >
          <Select
            data-testid="correction-manager"
            loading={!candidates && day.isPending && validDate !== null}
            placeholder={t('corrections.form.chooseManager')}
            showSearch={{ optionFilterProp: 'label' }}
            options={toOptions(managers)}
          />
        </Form.Item>
        <Form.Item
          name="admin_id"
          label={label('admin_id')}
          required
          rules={[rule('admin_id')]}
          {...optionalItemProps}
        >
          <Select
            data-testid="correction-admin"
            loading={!candidates && day.isPending && validDate !== null}
            placeholder={t('corrections.form.chooseAdmin')}
            showSearch={{ optionFilterProp: 'label' }}
            options={toOptions(admins)}
          />
        </Form.Item>
      </div>
      <div className="app-form-row">
        <Form.Item
          name="start_time_request"
          label={label('start_time_request')}
          required
          dependencies={['end_time_request']}
          rules={[rule('start_time_request')]}
          {...timeItemProps}
        >
          <TimePicker format={TIME_FORMAT} needConfirm={false} data-testid="correction-start" />
        </Form.Item>
        <Form.Item
          name="end_time_request"
          label={label('end_time_request')}
          required
          dependencies={['start_time_request']}
          rules={[rule('end_time_request')]}
          {...timeItemProps}
        >
          <TimePicker format={TIME_FORMAT} needConfirm={false} data-testid="correction-end" />
        </Form.Item>
      </div>
      <Form.Item name="reason" label={label('reason')} required rules={[rule('reason')]}>
        <Input.TextArea rows={3} maxLength={REASON_MAX_LENGTH} showCount data-testid="correction-reason" />
      </Form.Item>
      <Form.Item
        name="img_evidence"
        label={label('img_evidence')}
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
    </Form>
  );
}

const uploadButtonStyle = { border: 0, background: 'none', cursor: 'pointer', color: 'inherit' } as const;
