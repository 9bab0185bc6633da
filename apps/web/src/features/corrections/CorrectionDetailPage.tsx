/** /additional-timesheet/detail/{id}: the correction, its approvers, and Edit while it can be edited. */
import { EditOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { useCorrectionDetail } from '../../api/corrections';
import { PageHeading } from '../../app/components/PageHeading';
import { LoadError } from '../overtime/LoadError';
import { useRouteId } from '../overtime/useRouteId';
import { CorrectionDetailView } from './components/CorrectionDetailView';
import { canShowEdit } from './rules';

export default function CorrectionDetailPage() {
  const { t } = useTranslation();
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const detail = useCorrectionDetail(id);
  const item = detail.data?.timesheetRequest;

  return (
    <>
      <PageHeading />
      {detail.isPending ? (
        <div className="app-center-spin">
          <Spin size="large" />
        </div>
      ) : item ? (
        <CorrectionDetailView
          item={item}
          timeZone={account.data?.company_time_zone}
          extra={
            canShowEdit(item) && (
              <Link to={`/additional-timesheet/update/${item.id}`}>
                <Button icon={<EditOutlined />} data-testid="correction-edit">
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
