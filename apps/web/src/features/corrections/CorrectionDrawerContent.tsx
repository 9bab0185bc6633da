/**
 * The ADDITIONAL_TIMESHEET content of the notification drawer (SPEC 2): REQUEST shows the approval
 * view (compact), APPROVED the detail, with a button to the full page. Reads stay on the page
 * under the drawer: a missing request shows its error here.
 */
import type { Notification } from '@staffhub/domain';
import { Button, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import { useCorrectionDetail, useCorrectionShowApproval } from '../../api/corrections';
import { LoadError } from '../overtime/LoadError';
import { ApprovalView } from './CorrectionApprovePage';
import { CorrectionDetailView } from './components/CorrectionDetailView';

function Loading() {
  return (
    <div className="app-center-spin">
      <Spin />
    </div>
  );
}

export function CorrectionDrawerContent({
  item,
  onNavigate,
}: {
  item: Notification;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const account = useAccount();
  const timeZone = account.data?.company_time_zone;
  const id = item.request_id;
  const asApprover = item.request_type === 'REQUEST';
  const approval = useCorrectionShowApproval(asApprover ? id : null, { inPanel: true });
  const detail = useCorrectionDetail(asApprover ? null : id, { inPanel: true });
  const query = asApprover ? approval : detail;
  const link = asApprover ? `/additional-timesheet/approval/${id}` : `/additional-timesheet/detail/${id}`;

  if (!id) return <LoadError error={null} />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} />;

  return (
    <>
      {approval.data ? (
        <ApprovalView data={approval.data} timeZone={timeZone} compact />
      ) : detail.data ? (
        <CorrectionDetailView item={detail.data.timesheetRequest} timeZone={timeZone} compact />
      ) : null}
      <Space className="app-gap-top">
        <Link to={link} onClick={onNavigate}>
          <Button data-testid="correction-drawer-open-page">{t('corrections.drawer.openPage')}</Button>
        </Link>
      </Space>
    </>
  );
}
