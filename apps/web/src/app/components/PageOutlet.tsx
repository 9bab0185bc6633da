import { Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';

/** The routed screen, lazily loaded, with its own error boundary (reset on navigation). */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense
        fallback={
          <div className="app-center-spin">
            <Spin size="large" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
