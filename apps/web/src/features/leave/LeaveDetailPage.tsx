/** /sabbatical-leave-request/detail/{id}: the request, its approvers, and Edit while it can be edited. */
import { EditOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { useLeaveDetail } from '../../api/leave';
import { PageHeading } from '../../app/components/PageHeading';
import { LoadError } from '../overtime/LoadError';
import { useRouteId } from '../overtime/useRouteId';
import { LeaveDetailView } from './components/LeaveDetailView';
import './leave.css';
import { LEAVE_BASE } from './rules';

export default function LeaveDetailPage() {
  const { t } = useTranslation();
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const detail = useLeaveDetail(id);
  const item = detail.data?.sabbaticalLeaveRequest;

  return (
    <>
      <PageHeading />
      {detail.isPending ? (
        <div className="app-center-spin">
          <Spin size="large" />
        </div>
      ) : item ? (
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
      ) : (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      )}
    </>
  );
}
