import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';

/** A request that could not be read: its translated error code, or the generic load failure. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.code : null;
  const known = code !== null && code !== undefined;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="ot-load-error"
      title={known ? t(`errors.${code}`, { defaultValue: t('common.loadFailed') }) : t('common.loadFailed')}
      action={
        onRetry && !known ? (
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
