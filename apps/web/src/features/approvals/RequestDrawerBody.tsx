import { Button, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from './LoadError';

/**
 * The body of a request's notification drawer (SPEC 2): a spinner while the request loads, its
 * translated error when it cannot be read, else the view and a button to the request's full page.
 */
export function RequestDrawerBody({
  id,
  query,
  link,
  openLabel,
  openTestId,
  onNavigate,
  testId,
  children,
}: {
  id: number | null | undefined;
  query: { isPending: boolean; isError: boolean; error: unknown };
  link: string;
  openLabel: string;
  openTestId: string;
  onNavigate: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!id) return <LoadError error={null} />;
  if (query.isPending) {
    return (
      <div className="app-center-spin">
        <Spin />
      </div>
    );
  }
  if (query.isError) return <LoadError error={query.error} />;
  return (
    <div data-testid={testId}>
      {children}
      <Space className="app-gap-top">
        <Link to={link} onClick={onNavigate}>
          <Button data-testid={openTestId}>{t(openLabel)}</Button>
        </Link>
      </Space>
    </div>
  );
}
