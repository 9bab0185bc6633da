/**
 * /project-management/create (the Admin department and the board) and
 * /project-management/:id/update: the project form, filled once from the project when editing (a
 * refetch never overwrites what was typed). Saving opens the project's detail.
 */
import { SaveOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { showSuccess } from '../../api/feedback';
import {
  createProject,
  updateProject,
  useInvalidateProjects,
  useProject,
  useProjectCreateData,
} from '../../api/projects';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { ProjectForm } from './components/ProjectForm';
import { newProjectValues, type ProjectFormValues, toProjectInput, valuesOf } from './form';
import { applyApiErrors } from './formErrors';
import { PROJECTS_PATH, projectTabPath } from './paths';
import './projects.css';

function Actions({ busy, cancelTo }: { busy: boolean; cancelTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="app-project-form-actions">
      <Space wrap>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={busy}
          data-testid="project-save"
        >
          {t('common.save')}
        </Button>
        <Link to={cancelTo}>
          <Button>{t('common.cancel')}</Button>
        </Link>
      </Space>
    </div>
  );
}

export function CreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useProjectCreateData();
  const invalidate = useInvalidateProjects();
  const [form] = Form.useForm<ProjectFormValues>();
  const mutation = useMutation({
    mutationFn: (values: ProjectFormValues) => createProject(toProjectInput(values), form),
    onSuccess: ({ project }) => {
      showSuccess(t('projects.form.created', { name: project.name }));
      void invalidate();
      navigate(projectTabPath(project.id));
    },
    onError: (error) => applyApiErrors(form, error),
  });
  return (
    <>
      <PageHeading />
      <ProjectForm
        form={form}
        projectId={null}
        data={data.data}
        loadingData={data.isPending}
        initialValues={newProjectValues()}
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
        footer={<Actions busy={mutation.isPending} cancelTo={PROJECTS_PATH} />}
      />
    </>
  );
}

export function UpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId(useParams().id);
  const detail = useProject(id);
  const data = useProjectCreateData();
  const invalidate = useInvalidateProjects();
  const [form] = Form.useForm<ProjectFormValues>();
  const filledFor = useRef<number | null>(null);
  const project = detail.data?.project;
  useEffect(() => {
    if (!project || filledFor.current === project.id) return;
    filledFor.current = project.id;
    form.resetFields();
    form.setFieldsValue(valuesOf(project));
  }, [project, form]);
  const mutation = useMutation({
    mutationFn: (values: ProjectFormValues) => updateProject(id ?? 0, toProjectInput(values), form),
    onSuccess: ({ project: saved }) => {
      showSuccess(t('projects.form.updated', { name: saved.name }));
      void invalidate();
      navigate(projectTabPath(saved.id));
    },
    onError: (error) => applyApiErrors(form, error),
  });
  return (
    <>
      <PageHeading />
      <Loaded query={detail} size="large">
        {({ project: p }) => (
          <ProjectForm
            form={form}
            projectId={p.id}
            data={data.data}
            loadingData={data.isPending}
            current={[p.manager, p.top, p.leader, p.japan_top, p.japan_tech, p.japan_sale]}
            onFinish={(values) => mutation.mutate(values)}
            disabled={mutation.isPending}
            footer={<Actions busy={mutation.isPending} cancelTo={projectTabPath(p.id)} />}
          />
        )}
      </Loaded>
    </>
  );
}
