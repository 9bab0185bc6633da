/**
 * The REMOTE_WORKING_REQUEST content of the notification drawer (SPEC 2): REQUEST shows the
 * approval view (the decision box when it is the reader's turn), APPROVED the detail. Reads stay on
 * the page under the drawer: a missing request shows its error here.
 */
import type { Notification } from '@staffhub/domain';
import { Button, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import { useRemoteDetail, useRemoteShowApproval } from '../../api/remote';
import { LoadError } from '../overtime/LoadError';
import { RemoteDetailView } from './components/RemoteDetailView';
import { RemoteApprovalView } from './RemoteApprovePage';

function Loading() {
  return (
    <div className="app-center-spin">
      <Spin />
    </div>
  );
}

export function RemoteDrawerContent({ item, onNavigate }: { item: Notification; onNavigate: () => void }) {
  const { t } = useTranslation();
  const account = useAccount();
  const timeZone = account.data?.company_time_zone;
  const id = item.request_id;
  const asApprover = item.request_type === 'REQUEST';
  const approval = useRemoteShowApproval(asApprover ? id : null, { inPanel: true });
  const detail = useRemoteDetail(asApprover ? null : id, { inPanel: true });
  const query = asApprover ? approval : detail;
  const link = asApprover ? `/remote-request/approval/${id}` : `/remote-request/detail/${id}`;

  if (!id) return <LoadError error={null} />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} />;

  return (
    <div data-testid="remote-drawer">
      {approval.data ? (
        <RemoteApprovalView data={approval.data} timeZone={timeZone} compact />
      ) : detail.data ? (
        <RemoteDetailView item={detail.data.remoteRequest} timeZone={timeZone} compact />
      ) : null}
      <Space className="app-gap-top">
        <Link to={link} onClick={onNavigate}>
          <Button data-testid="remote-drawer-open-page">{t('remote.drawer.openPage')}</Button>
        </Link>
      </Space>
    </div>
  );
}
