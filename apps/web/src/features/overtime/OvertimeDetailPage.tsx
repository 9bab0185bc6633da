/** /overtime-requests/detail/{id}: the request, its approvers, and Edit while it can be edited. */
import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { useOvertimeDetail } from '../../api/overtime';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { EditOvertimeModal } from './components/EditOvertimeModal';
import { OvertimeDetailView } from './components/OvertimeDetailView';

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
      <Loaded query={detail} size="large">
        {({ overTimeRequest: item }) => (
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
        )}
      </Loaded>
      <EditOvertimeModal
        id={editing && item ? item.over_time_request_id : null}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
