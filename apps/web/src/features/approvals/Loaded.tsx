import type { UseQueryResult } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../approvals/LoadError';

/** A query's three states: a spinner while it loads, its data, or the translated load error. */
export function Loaded<T>({
  query,
  size,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'data' | 'error' | 'refetch'>;
  size?: 'default' | 'large';
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="app-center-spin">
        <Spin size={size} />
      </div>
    );
  }
  if (query.data === undefined) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
