/** /additional-timesheet/detail/{id}: the correction, its approvers, and Edit while it can be edited. */
import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { useCorrectionDetail } from '../../api/corrections';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { CorrectionDetailView } from './components/CorrectionDetailView';
import { canShowEdit } from './rules';

export default function CorrectionDetailPage() {
  const { t } = useTranslation();
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const detail = useCorrectionDetail(id);

  return (
    <>
      <PageHeading />
      <Loaded query={detail} size="large">
        {({ timesheetRequest: item }) => (
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
        )}
      </Loaded>
    </>
  );
}
