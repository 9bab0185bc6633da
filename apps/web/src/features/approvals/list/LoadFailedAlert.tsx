/** The "could not load" alert above a list, with a Retry button that refetches; nothing while the query is fine. */
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  query: { isError: boolean; refetch: () => unknown };
}

export function LoadFailedAlert({ query }: Props) {
  const { t } = useTranslation();
  if (!query.isError) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadFailed')}
      className="app-gap"
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
