import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../useRouteMeta';

/** The page title (h1) from the route metadata. */
export function PageHeading({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="app-page-heading">
      <Typography.Title level={1} className="app-page-title">
        {meta ? t(meta.titleKey) : ''}
      </Typography.Title>
      {extra}
    </div>
  );
}
