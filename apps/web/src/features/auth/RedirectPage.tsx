import { Alert, Button, Card, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { clearCallback, safeCallback, storedCallback } from '../../app/callback';
import { DASHBOARD_PATH, HOME_PATH } from '../../app/routes';

/**
 * SPEC 2 Redirect warning: shows where the stored callback leads before following it. Only
 * same-origin relative paths can be followed.
 */
export default function RedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [raw] = useState(storedCallback);

  if (raw === null) return <Navigate to={HOME_PATH} replace />;
  const target = safeCallback(raw);

  const go = (to: string) => {
    clearCallback();
    navigate(to, { replace: true });
  };

  return (
    <Card className="app-redirect-card">
      <Result
        status="warning"
        title={<h1 className="app-result-title">{t('redirect.title')}</h1>}
        subTitle={t('redirect.description')}
        extra={
          <Space wrap>
            {target && (
              <Button type="primary" onClick={() => go(target)} data-testid="redirect-continue">
                {t('common.continue')}
              </Button>
            )}
            <Button onClick={() => go(DASHBOARD_PATH)} data-testid="redirect-dashboard">
              {t('common.goToDashboard')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('redirect.target')}</Typography.Text>
          <Typography.Text code data-testid="redirect-target" style={{ wordBreak: 'break-all' }}>
            {raw}
          </Typography.Text>
          {!target && <Alert type="error" showIcon title={t('redirect.unsafe')} />}
        </Space>
      </Result>
    </Card>
  );
}
