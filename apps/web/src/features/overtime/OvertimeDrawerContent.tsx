/**
 * The OVERTIME_REQUEST content of the notification drawer (SPEC 2): the overtime detail, with the
 * approval box when the notification asks the reader to approve (REQUEST) and it is their turn.
 * Reads stay on the page under the drawer: a missing request shows its error here.
 */
import type { Notification } from '@staffhub/domain';
import { Button, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import { useOvertimeDetail, useShowApproval } from '../../api/overtime';
import { OvertimeDetailView } from './components/OvertimeDetailView';
import { LoadError } from './LoadError';
import { ApprovalView } from './OvertimeApprovePage';

function Loading() {
  return (
    <div className="app-center-spin">
      <Spin />
    </div>
  );
}

export function OvertimeDrawerContent({ item, onNavigate }: { item: Notification; onNavigate: () => void }) {
  const { t } = useTranslation();
  const account = useAccount();
  const timeZone = account.data?.company_time_zone;
  const id = item.request_id;
  const asApprover = item.request_type === 'REQUEST';
  const approval = useShowApproval(asApprover ? id : null, { inPanel: true });
  const detail = useOvertimeDetail(asApprover ? null : id, { inPanel: true });
  const query = asApprover ? approval : detail;
  const link = asApprover ? `/overtime-requests/approval/${id}` : `/overtime-requests/detail/${id}`;

  if (!id) return <LoadError error={null} />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} />;

  return (
    <>
      {approval.data ? (
        <ApprovalView data={approval.data} timeZone={timeZone} compact />
      ) : detail.data ? (
        <OvertimeDetailView item={detail.data.overTimeRequest} timeZone={timeZone} compact />
      ) : null}
      <Space className="app-gap-top">
        <Link to={link} onClick={onNavigate}>
          <Button data-testid="ot-drawer-open-page">{t('overtime.drawer.openPage')}</Button>
        </Link>
      </Space>
    </>
  );
}
