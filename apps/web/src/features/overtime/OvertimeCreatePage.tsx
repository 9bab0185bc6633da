import { useMutation } from '@tanstack/react-query';
import { Card, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccount } from '../../api/account';
import { showSuccess } from '../../api/feedback';
import { overtimeApi, useOvertimeProjects } from '../../api/overtime';
import { PageHeading } from '../../app/components/PageHeading';
import { FormActions } from '../../requests/FormActions';
import { todayIn } from '../timesheets/dateRange';
import { OvertimeForm, type OvertimeFormValues, toOvertimeInput } from './components/OvertimeForm';

export default function OvertimeCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const [form] = Form.useForm<OvertimeFormValues>();
  const projects = useOvertimeProjects();
  const invalidate = overtimeApi.useInvalidate();
  /** The default project once the list is known: the first one, else "No project". */
  const [defaultProject, setDefaultProject] = useState<number | null | undefined>(undefined);

  useEffect(() => {
    if (!projects.data || defaultProject !== undefined) return;
    const first = projects.data.projects[0]?.id ?? null;
    form.setFieldsValue({ project_id: first });
    setDefaultProject(first);
  }, [projects.data, defaultProject, form]);

  useEffect(() => {
    if (account.data && !form.getFieldValue('date')) {
      form.setFieldsValue({ date: todayIn(account.data.company_time_zone) });
    }
  }, [account.data, form]);

  const mutation = useMutation({
    mutationFn: (values: OvertimeFormValues) => overtimeApi.create(toOvertimeInput(values), form),
    onSuccess: (result) => {
      showSuccess(t('overtime.created'));
      void invalidate();
      navigate(`/overtime-requests/detail/${result.overTimeRequest.over_time_request_id}`);
    },
  });

  return (
    <>
      <PageHeading />
      <Card>
        <OvertimeForm
          form={form}
          name="overtime_create"
          projects={projects.data?.projects ?? []}
          projectsLoading={projects.isPending}
          defaultsFor={defaultProject}
          readOnly={mutation.isPending}
          onFinish={(values) => mutation.mutate(values)}
        />
        <FormActions
          mode="create"
          submitText="overtime.form.submit"
          testId="ot-submit"
          busy={mutation.isPending}
          onSubmit={() => form.submit()}
          cancelTo="/overtime-requests"
        />
      </Card>
    </>
  );
}
