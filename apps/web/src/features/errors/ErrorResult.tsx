import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../app/routes';

export function ErrorResult({ status }: { status: 403 | 404 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = status === 403 ? 'forbidden' : 'notFound';
  return (
    <Result
      status={status}
      title={<h1 className="app-result-title">{t(`errorPage.${kind}Title`)}</h1>}
      subTitle={t(`errorPage.${kind}Subtitle`)}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH, { replace: true })}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
