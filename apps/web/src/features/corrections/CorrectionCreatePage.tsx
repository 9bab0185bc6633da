import { CORRECTION_DEFAULT_END, CORRECTION_DEFAULT_START } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAccount } from '../../api/account';
import { correctionsApi, createCorrection, useCorrectionCreateData } from '../../api/corrections';
import { showSuccess } from '../../api/feedback';
import { PageHeading } from '../../app/components/PageHeading';
import { FormActions } from '../../requests/FormActions';
import { todayIn } from '../timesheets/dateRange';
import {
  CorrectionForm,
  type CorrectionFormValues,
  toCorrectionInput,
  toEvidenceEntries,
} from './components/CorrectionForm';
import { UploadProgress } from './components/parts';
import { buildCorrectionFormData, workDateFromQuery } from './rules';

export default function CorrectionCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const [params] = useSearchParams();
  const [form] = Form.useForm<CorrectionFormValues>();
  const invalidate = correctionsApi.useInvalidate();
  const [progress, setProgress] = useState<number | null>(null);

  // The date: the one the timesheet list passed, else today (company time zone), once known.
  useEffect(() => {
    if (!account.data || form.getFieldValue('work_date')) return;
    const today = todayIn(account.data.company_time_zone);
    form.setFieldsValue({ work_date: workDateFromQuery(params.get('work_date'), today) ?? today });
  }, [account.data, form, params]);

  const workDate = Form.useWatch('work_date', form) ?? null;
  const day = useCorrectionCreateData(workDate, workDate !== null);
  const data = day.data;
  const noApprover = data ? data.managers.length === 0 || data.admins.length === 0 : false;

  // Defaults: the first manager and the first administrator, kept while they stay candidates.
  useEffect(() => {
    if (!data) return;
    const manager = form.getFieldValue('manager_id') as number | null | undefined;
    const admin = form.getFieldValue('admin_id') as number | null | undefined;
    const update: Partial<CorrectionFormValues> = {};
    if (!data.managers.some((m) => m.id === manager)) update.manager_id = data.managers[0]?.id ?? null;
    if (!data.admins.some((a) => a.id === admin)) update.admin_id = data.admins[0]?.id ?? null;
    if (Object.keys(update).length) form.setFieldsValue(update);
  }, [data, form]);

  const mutation = useMutation({
    mutationFn: (values: CorrectionFormValues) => {
      setProgress(0);
      const body = buildCorrectionFormData(toCorrectionInput(values), toEvidenceEntries(values.img_evidence));
      return createCorrection(body, { form, onProgress: setProgress });
    },
    onSuccess: (result) => {
      showSuccess(t('corrections.created'));
      void invalidate();
      navigate(`/additional-timesheet/detail/${result.timesheetRequest.id}`);
    },
    onSettled: () => setProgress(null),
  });

  const blocked = Boolean(data?.has_unapproved) || noApprover;

  return (
    <>
      <PageHeading />
      <Card>
        {data?.has_unapproved && (
          <Alert
            type="warning"
            showIcon
            className="app-gap"
            data-testid="correction-has-unapproved"
            title={t('corrections.form.hasUnapproved')}
            action={
              <Link to="/additional-timesheet">
                <Button size="small">{t('corrections.form.openList')}</Button>
              </Link>
            }
          />
        )}
        {noApprover && (
          <Alert
            type="error"
            showIcon
            className="app-gap"
            data-testid="correction-no-approver"
            title={t('corrections.form.noApproverTitle')}
            description={t('corrections.form.noApprover')}
          />
        )}
        <CorrectionForm
          form={form}
          name="correction_create"
          readOnly={mutation.isPending}
          initialValues={{
            start_time_request: CORRECTION_DEFAULT_START,
            end_time_request: CORRECTION_DEFAULT_END,
            manager_id: null,
            admin_id: null,
          }}
          onFinish={(values) => mutation.mutate(values)}
        />
        <FormActions
          mode="create"
          submitText="common.save"
          testId="correction-submit"
          busy={mutation.isPending}
          disabled={blocked}
          onSubmit={() => form.submit()}
          cancelTo="/additional-timesheet"
        >
          <UploadProgress percent={progress} />
        </FormActions>
      </Card>
    </>
  );
}
