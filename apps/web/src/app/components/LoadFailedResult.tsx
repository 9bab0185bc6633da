/** A screen or card whose data could not be read: says so, with a button that asks again. */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadFailedResult({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('common.loadFailed')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void onRetry()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
