import { useMutation } from '@tanstack/react-query';
import { Alert, Card, Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showSuccess } from '../../api/feedback';
import { overtimeApi } from '../../api/overtime';
import { PageHeading } from '../../app/components/PageHeading';
import { FormActions } from '../../requests/FormActions';
import { canEdit } from '../../requests/rules';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import {
  OvertimeForm,
  type OvertimeFormValues,
  overtimeFormValues,
  toOvertimeInput,
} from './components/OvertimeForm';

export default function OvertimeUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId(useParams().id);
  const [form] = Form.useForm<OvertimeFormValues>();
  const edit = overtimeApi.useEdit(id);
  const invalidate = overtimeApi.useInvalidate();
  const item = edit.data?.overTimeRequest;
  const editable = item ? canEdit(item) : false;
  const filledFor = useRef<number | null>(null);

  useEffect(() => {
    // Filled once per request: a later refetch must not overwrite what the user typed.
    if (!item || filledFor.current === item.over_time_request_id) return;
    filledFor.current = item.over_time_request_id;
    form.setFieldsValue(overtimeFormValues(item));
  }, [item, form]);

  const mutation = useMutation({
    mutationFn: (values: OvertimeFormValues) => overtimeApi.update(id ?? 0, toOvertimeInput(values), form),
    onSuccess: () => {
      showSuccess(t('overtime.updated'));
      void invalidate();
      navigate(`/overtime-requests/detail/${id}`);
    },
  });

  return (
    <>
      <PageHeading />
      <Card>
        <Loaded query={edit}>
          {() => (
            <>
              {item && !editable && (
                <Alert type="warning" showIcon className="app-gap" title={t('overtime.form.readOnly')} />
              )}
              <OvertimeForm
                form={form}
                name="overtime_update"
                projects={edit.data?.projects ?? []}
                initialCandidates={
                  edit.data ? { level1: edit.data.level1, level2: edit.data.level2 } : undefined
                }
                readOnly={!editable || mutation.isPending}
                onFinish={(values) => mutation.mutate(values)}
              />
              <FormActions
                mode="update"
                testId="ot-submit"
                busy={mutation.isPending}
                onSubmit={() => form.submit()}
                cancelTo={id ? `/overtime-requests/detail/${id}` : '/overtime-requests'}
                canSubmit={editable}
              />
            </>
          )}
        </Loaded>
      </Card>
    </>
  );
}
