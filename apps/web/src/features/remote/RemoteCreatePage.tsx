/**
 * /remote-request/create: register remote work (SPEC 2, 5, 6). GET /remote/create gives the
 * requester and the approver candidates; with no level-1 candidate the "no approver is available"
 * popup replaces the form.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Modal, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccount } from '../../api/account';
import { showSuccess } from '../../api/feedback';
import { remoteApi, useRemoteCreateData } from '../../api/remote';
import { PageHeading } from '../../app/components/PageHeading';
import { fillUntouched } from '../../lib/formItems';
import { FormActions } from '../../requests/FormActions';
import { defaultApprovers } from '../../requests/rules';
import { LoadError } from '../approvals/LoadError';
import { todayIn } from '../timesheets/dateRange';
import { RemoteForm } from './components/RemoteForm';
import { type RemoteFormValues, toRemoteInput } from './rules';

const LIST_PATH = '/remote-request';

export default function RemoteCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RemoteFormValues>();
  const account = useAccount();
  const data = useRemoteCreateData();
  const invalidate = remoteApi.useInvalidate();
  const filled = useRef(false);
  const [popupOpen, setPopupOpen] = useState(true);
  const noApprover = data.data ? data.data.level1.length === 0 : false;
  const hasLevel2 = (data.data?.level2.length ?? 0) > 0;

  useEffect(() => {
    // Without a level-1 candidate there is no form to fill (the popup replaces it).
    if (!data.data || !account.data || filled.current || data.data.level1.length === 0) return;
    filled.current = true;
    // Today in the company zone for both dates, like the overtime form's date.
    const today = todayIn(account.data.company_time_zone);
    fillUntouched(form, { ...defaultApprovers(data.data), start_date: today, end_date: today });
  }, [data.data, account.data, form]);

  const mutation = useMutation({
    mutationFn: (values: RemoteFormValues) => remoteApi.create(toRemoteInput(values, hasLevel2), form),
    onSuccess: (result) => {
      showSuccess(t('remote.created'));
      void invalidate();
      navigate(`/remote-request/detail/${result.remoteRequest.id}`);
    },
  });

  const body = () => {
    // The form waits for the account too: its defaults need the company's time zone.
    if (data.isPending || account.isPending) {
      return (
        <div className="app-center-spin">
          <Spin />
        </div>
      );
    }
    if (!data.data) return <LoadError error={data.error} onRetry={() => void data.refetch()} />;
    if (noApprover) {
      return (
        <Result
          status="warning"
          title={t('remote.noApprover.title')}
          subTitle={t('remote.noApprover.content')}
          className="app-compact-result"
          data-testid="remote-no-approver"
          extra={
            <Link to={LIST_PATH}>
              <Button icon={<ArrowLeftOutlined />}>{t('remote.form.backToList')}</Button>
            </Link>
          }
        />
      );
    }
    return (
      <>
        <RemoteForm
          form={form}
          name="remote_create"
          employee={data.data.employee}
          candidates={data.data}
          readOnly={mutation.isPending}
          onFinish={(values) => mutation.mutate(values)}
        />
        <FormActions
          mode="create"
          submitText="remote.form.submit"
          testId="remote-submit"
          busy={mutation.isPending}
          onSubmit={() => form.submit()}
          cancelTo={LIST_PATH}
        />
      </>
    );
  };

  return (
    <>
      <PageHeading />
      <Card>{body()}</Card>
      <Modal
        open={noApprover && popupOpen}
        title={t('remote.noApprover.title')}
        okText={t('common.ok')}
        onOk={() => setPopupOpen(false)}
        onCancel={() => setPopupOpen(false)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okButtonProps={{ 'data-testid': 'remote-no-approver-ok' } as never}
        data-testid="remote-no-approver-modal"
      >
        {t('remote.noApprover.content')}
      </Modal>
    </>
  );
}
