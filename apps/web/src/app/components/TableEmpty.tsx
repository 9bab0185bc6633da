/**
 * What a table shows with no rows: a skeleton while it loads (never "no results" before the answer
 * came), the empty message after.
 */
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

export function TableEmpty({ loading, description }: { loading: boolean; description: string }) {
  const { t } = useTranslation();
  if (loading)
    return (
      <div role="status" aria-label={t('common.loading')} data-testid="table-loading">
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  return <Empty description={description} />;
}
