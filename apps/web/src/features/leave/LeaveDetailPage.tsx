/** /sabbatical-leave-request/detail/{id}: the request, its approvers, and Edit while it can be edited. */
import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { useLeaveDetail } from '../../api/leave';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { LeaveDetailView } from './components/LeaveDetailView';
import './leave.css';
import { LEAVE_BASE } from './rules';

export default function LeaveDetailPage() {
  const { t } = useTranslation();
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const detail = useLeaveDetail(id);

  return (
    <>
      <PageHeading />
      <Loaded query={detail} size="large">
        {({ sabbaticalLeaveRequest: item }) => (
          <LeaveDetailView
            item={item}
            timeZone={account.data?.company_time_zone}
            extra={
              item.can_edit && (
                <Link to={`${LEAVE_BASE}/update/${item.sabbatical_request_id}`}>
                  <Button icon={<EditOutlined />} data-testid="leave-edit">
                    {t('common.edit')}
                  </Button>
                </Link>
              )
            }
          />
        )}
      </Loaded>
    </>
  );
}
