import { useMutation } from '@tanstack/react-query';
import { Alert, Card, Form, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccount } from '../../api/account';
import { showSuccess } from '../../api/feedback';
import { createShortLeave, useAssignablePositions, useInvalidateShortLeave } from '../../api/shortLeave';
import { PageHeading } from '../../app/components/PageHeading';
import { fillUntouched } from '../../lib/formItems';
import { FormActions } from '../../requests/FormActions';
import { LoadError } from '../approvals/LoadError';
import { todayIn } from '../timesheets/dateRange';
import { ShortLeaveForm } from './components/ShortLeaveForm';
import { reportShortLeaveFailure } from './failure';
import { emptyShortLeave, SHORT_LEAVE_PATH, type ShortLeaveFormValues, toShortLeaveInput } from './rules';

export default function ShortLeaveCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ShortLeaveFormValues>();
  const account = useAccount();
  const positions = useAssignablePositions();
  const invalidate = useInvalidateShortLeave();
  const filled = useRef(false);
  const noAssignee = positions.data ? positions.data.length === 0 : false;

  useEffect(() => {
    // Once the form is shown (it waits for the assignee choice).
    if (!account.data || !positions.data || filled.current) return;
    filled.current = true;
    // Today in the company zone, like the other request forms.
    fillUntouched(form, emptyShortLeave(todayIn(account.data.company_time_zone)));
  }, [account.data, positions.data, form]);

  const mutation = useMutation({
    mutationFn: (values: ShortLeaveFormValues) => createShortLeave(toShortLeaveInput(values), form),
    onSuccess: () => {
      showSuccess(t('shortLeave.created'));
      void invalidate();
      navigate(SHORT_LEAVE_PATH);
    },
    onError: (error) => reportShortLeaveFailure(error, 'create', form),
  });

  const body = () => {
    // The form waits for the account too: its defaults need the company's time zone.
    if (positions.isPending || account.isPending) {
      return (
        <div className="app-center-spin">
          <Spin />
        </div>
      );
    }
    if (!positions.data)
      return <LoadError error={positions.error} onRetry={() => void positions.refetch()} />;
    return (
      <>
        {noAssignee && (
          <Alert
            type="warning"
            showIcon
            className="app-gap"
            title={t('shortLeave.noAssignee.title')}
            description={t('shortLeave.noAssignee.content')}
            data-testid="short-leave-no-assignee"
          />
        )}
        <ShortLeaveForm
          form={form}
          name="short_leave_create"
          positions={positions.data}
          readOnly={mutation.isPending || noAssignee}
          initialValues={emptyShortLeave('')}
          onFinish={(values) => mutation.mutate(values)}
        />
        <FormActions
          mode="create"
          submitText="common.save"
          testId="short-leave-submit"
          busy={mutation.isPending}
          disabled={noAssignee}
          onSubmit={() => form.submit()}
          cancelTo={SHORT_LEAVE_PATH}
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
