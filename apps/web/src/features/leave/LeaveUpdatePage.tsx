import { useMutation } from '@tanstack/react-query';
import { Alert, Card, Form } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { showSuccess } from '../../api/feedback';
import { leaveApi } from '../../api/leave';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { todayIn } from '../timesheets/dateRange';
import { LeaveForm, showLimitMessages } from './components/LeaveForm';
import './leave.css';
import { FormActions } from '../../requests/FormActions';
import { LEAVE_BASE, type LeaveFormValues, toLeaveInput, usableForEdit } from './rules';

export default function LeaveUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId(useParams().id);
  const [form] = Form.useForm<LeaveFormValues>();
  const account = useAccount();
  const edit = leaveApi.useEdit(id);
  const invalidate = leaveApi.useInvalidate();
  const item = edit.data?.sabbaticalLeaveRequest;
  const editable = item?.can_edit ?? false;
  const commons = useMemo(
    () => (edit.data ? usableForEdit(edit.data, item ?? null) : undefined),
    [edit.data, item],
  );
  const hasLevel2 = (commons?.approveEmployees.level2.length ?? 0) > 0;
  const filledFor = useRef<number | null>(null);

  useEffect(() => {
    // Filled once per request: a later refetch must not overwrite what the user typed.
    if (!item || filledFor.current === item.sabbatical_request_id) return;
    filledFor.current = item.sabbatical_request_id;
    form.setFieldsValue({
      start_date: item.start_date,
      start_time: item.start_time,
      end_date: item.end_date,
      end_time: item.end_time,
      type_reason: item.type_reason,
      reason: item.reason as LeaveFormValues['reason'],
      paid_cause: (item.paid_cause ?? null) as LeaveFormValues['paid_cause'],
      note: item.note ?? '',
      approve_person_1: item.approve_person_1?.approve_employee_id ?? null,
      approve_person_2: item.approve_person_2?.approve_employee_id ?? null,
    });
  }, [item, form]);

  const mutation = useMutation({
    mutationFn: (values: LeaveFormValues) => leaveApi.update(id ?? 0, toLeaveInput(values, hasLevel2), form),
    onSuccess: () => {
      showSuccess(t('leave.updated'));
      void invalidate();
      navigate(`${LEAVE_BASE}/detail/${id}`);
    },
    onError: (error, values) => showLimitMessages(form, error, values.type_reason),
  });

  return (
    <>
      <PageHeading />
      <Card>
        <Loaded query={edit}>
          {() => (
            <>
              {!editable && (
                <Alert
                  type="warning"
                  showIcon
                  className="app-gap"
                  data-testid="leave-read-only"
                  title={t('leave.form.readOnly')}
                />
              )}
              <LeaveForm
                form={form}
                name="leave_update"
                commons={commons}
                companyId={account.data?.company_id}
                today={todayIn(account.data?.company_time_zone)}
                readOnly={!editable || mutation.isPending}
                onFinish={(values) => mutation.mutate(values)}
              />
              <FormActions
                mode="update"
                testId="leave-submit"
                busy={mutation.isPending}
                onSubmit={() => form.submit()}
                cancelTo={id ? `${LEAVE_BASE}/detail/${id}` : LEAVE_BASE}
                canSubmit={editable}
              />
            </>
          )}
        </Loaded>
      </Card>
    </>
  );
}
