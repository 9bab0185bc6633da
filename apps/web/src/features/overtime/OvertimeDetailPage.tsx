/** /overtime-requests/detail/{id}: the request, its approvers, and Edit while it can be edited. */
import { EditOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { useOvertimeDetail } from '../../api/overtime';
import { PageHeading } from '../../app/components/PageHeading';
import { EditOvertimeModal } from './components/EditOvertimeModal';
import { OvertimeDetailView } from './components/OvertimeDetailView';
import { LoadError } from './LoadError';
import { useRouteId } from './useRouteId';

export default function OvertimeDetailPage() {
  const { t } = useTranslation();
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const detail = useOvertimeDetail(id);
  const [editing, setEditing] = useState(false);
  const item = detail.data?.overTimeRequest;

  return (
    <>
      <PageHeading />
      {detail.isPending ? (
        <div className="app-center-spin">
          <Spin size="large" />
        </div>
      ) : item ? (
        <OvertimeDetailView
          item={item}
          timeZone={account.data?.company_time_zone}
          extra={
            item.can_edit && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="ot-edit">
                {t('common.edit')}
              </Button>
            )
          }
        />
      ) : (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      <EditOvertimeModal
        id={editing && item ? item.over_time_request_id : null}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
