/**
 * /employees/create and /employees/:id/edit: the staff record form, filled once from the record
 * when editing (a refetch never overwrites what was typed). Saving opens the record.
 */
import { SaveOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { createEmployee, updateEmployee, useEmployee, useInvalidateEmployees } from '../../api/employees';
import { showSuccess } from '../../api/feedback';
import { queryClient } from '../../api/queryClient';
import { queryKeys } from '../../api/queryKeys';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { EmployeeForm } from './components/EmployeeForm';
import { type EmployeeFormValues, newEmployeeValues, toCreateBody, toEmployeeInput, valuesOf } from './form';
import { EMPLOYEES_PATH, employeePath } from './paths';
import './employees.css';

function Actions({ busy, cancelTo, testId }: { busy: boolean; cancelTo: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="app-employee-form-actions">
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={busy} data-testid={testId}>
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
  const account = useAccount();
  const invalidate = useInvalidateEmployees();
  const [form] = Form.useForm<EmployeeFormValues>();
  const mutation = useMutation({
    mutationFn: (values: EmployeeFormValues) => createEmployee(toCreateBody(values), form),
    onSuccess: (saved) => {
      showSuccess(t('employees.created', { name: saved.name }));
      void invalidate();
      navigate(employeePath(saved.id));
    },
  });
  // The company of the person entering the record, once known (never over a choice already made).
  const companyId = account.data?.company_id;
  useEffect(() => {
    if (companyId !== undefined && !form.isFieldTouched('company_id') && !form.getFieldValue('company_id'))
      form.setFieldValue('company_id', companyId);
  }, [companyId, form]);
  return (
    <>
      <PageHeading />
      <EmployeeForm
        mode="create"
        form={form}
        initialValues={newEmployeeValues(companyId)}
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
        footer={<Actions busy={mutation.isPending} cancelTo={EMPLOYEES_PATH} testId="employee-save" />}
      />
    </>
  );
}

export function EditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const detail = useEmployee(id);
  const invalidate = useInvalidateEmployees();
  const [form] = Form.useForm<EmployeeFormValues>();
  const filledFor = useRef<number | null>(null);
  const employee = detail.data?.employee;
  useEffect(() => {
    if (!employee || filledFor.current === employee.id) return;
    filledFor.current = employee.id;
    form.resetFields();
    form.setFieldsValue(valuesOf(employee));
  }, [employee, form]);
  const isSelf = employee !== undefined && employee.id === account.data?.employee_id;
  const mutation = useMutation({
    mutationFn: (values: EmployeeFormValues) => updateEmployee(id ?? 0, toEmployeeInput(values), form),
    onSuccess: (saved) => {
      showSuccess(t('employees.updated', { name: saved.name }));
      void invalidate();
      // My own record feeds the header (name, photo) and the profile.
      if (isSelf) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.account });
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      }
      navigate(employeePath(saved.id));
    },
  });
  return (
    <>
      <PageHeading />
      <Loaded query={detail}>
        {() => (
          <EmployeeForm
            mode="edit"
            form={form}
            isSelf={isSelf}
            onFinish={(values) => mutation.mutate(values)}
            disabled={mutation.isPending}
            footer={
              <Actions
                busy={mutation.isPending}
                cancelTo={id ? employeePath(id) : EMPLOYEES_PATH}
                testId="employee-save"
              />
            }
          />
        )}
      </Loaded>
    </>
  );
}
