/**
 * /sabbatical-leave-request/create: register leave (SPEC 2, 5). get-commons gives the requester,
 * the approver candidates, the balance and the month's physiological usage; with no level-1
 * candidate nobody can approve, and a notice replaces the form.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccount } from '../../api/account';
import { showSuccess } from '../../api/feedback';
import { leaveApi, useLeaveCommons } from '../../api/leave';
import { PageHeading } from '../../app/components/PageHeading';
import { fillUntouched } from '../../lib/formItems';
import { LoadError } from '../approvals/LoadError';
import { todayIn } from '../timesheets/dateRange';
import { LeaveForm, newLeaveValues, showLimitMessages } from './components/LeaveForm';
import './leave.css';
import { FormActions } from '../../requests/FormActions';
import { LEAVE_BASE, type LeaveFormValues, toLeaveInput } from './rules';

export default function LeaveCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LeaveFormValues>();
  const account = useAccount();
  const commons = useLeaveCommons();
  const invalidate = leaveApi.useInvalidate();
  const filled = useRef(false);
  const today = todayIn(account.data?.company_time_zone);
  const data = commons.data;
  const noApprover = data ? data.approveEmployees.level1.length === 0 : false;
  const hasLevel2 = (data?.approveEmployees.level2.length ?? 0) > 0;

  useEffect(() => {
    // Filled once: a refetch of the balance must not overwrite what the user chose.
    if (!data || !account.data || filled.current || data.approveEmployees.level1.length === 0) return;
    filled.current = true;
    fillUntouched(form, newLeaveValues(todayIn(account.data.company_time_zone), data));
  }, [data, account.data, form]);

  const mutation = useMutation({
    mutationFn: (values: LeaveFormValues) => leaveApi.create(toLeaveInput(values, hasLevel2), form),
    onSuccess: (result) => {
      showSuccess(t('leave.created'));
      void invalidate();
      navigate(`${LEAVE_BASE}/detail/${result.sabbaticalLeaveRequest.sabbatical_request_id}`);
    },
    onError: (error, values) => showLimitMessages(form, error, values.type_reason),
  });

  const body = () => {
    // The form waits for the account too: its defaults need the company's time zone.
    if (commons.isPending || account.isPending) {
      return (
        <div className="app-center-spin">
          <Spin />
        </div>
      );
    }
    if (!data) return <LoadError error={commons.error} onRetry={() => void commons.refetch()} />;
    if (noApprover) {
      return (
        <Result
          status="warning"
          title={t('leave.noApprover.title')}
          subTitle={t('leave.noApprover.content')}
          className="app-compact-result"
          data-testid="leave-no-approver"
          extra={
            <Link to={LEAVE_BASE}>
              <Button icon={<ArrowLeftOutlined />}>{t('leave.form.backToList')}</Button>
            </Link>
          }
        />
      );
    }
    return (
      <>
        <LeaveForm
          form={form}
          name="leave_create"
          commons={data}
          companyId={account.data?.company_id}
          today={today}
          readOnly={mutation.isPending}
          onFinish={(values) => mutation.mutate(values)}
        />
        <FormActions
          mode="create"
          submitText="leave.form.submit"
          testId="leave-submit"
          busy={mutation.isPending}
          onSubmit={() => form.submit()}
          cancelTo={LEAVE_BASE}
        />
      </>
    );
  };

  return (
    <>
      <PageHeading />
      <Card>{body()}</Card>
    </>
  );
}
