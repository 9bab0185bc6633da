/** /remote-request/detail/{id}: the request, its approvers, and Edit while it is pending. */
import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { useRemoteDetail } from '../../api/remote';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { EditRemoteModal } from './components/EditRemoteModal';
import { RemoteDetailView } from './components/RemoteDetailView';
import { canEditRemote } from './rules';

export default function RemoteDetailPage() {
  const { t } = useTranslation();
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const detail = useRemoteDetail(id);
  const [editing, setEditing] = useState(false);
  const item = detail.data?.remoteRequest;

  return (
    <>
      <PageHeading />
      <Loaded query={detail} size="large">
        {({ remoteRequest: item }) => (
          <RemoteDetailView
            item={item}
            timeZone={account.data?.company_time_zone}
            extra={
              canEditRemote(item) && (
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="remote-edit">
                  {t('common.edit')}
                </Button>
              )
            }
          />
        )}
      </Loaded>
      <EditRemoteModal id={editing && item ? item.id : null} onClose={() => setEditing(false)} />
    </>
  );
}
