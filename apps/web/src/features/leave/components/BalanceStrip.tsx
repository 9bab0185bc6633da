/** My leave balance (GET /sabbatical-days-off/get-count): remaining, taken and available days. */

import type { LeaveBalance } from '@staffhub/domain';
import { Card, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../app/palette';
import { formatDays } from '../rules';

export function BalanceStrip({
  balance,
  loading,
  extra,
}: {
  balance: LeaveBalance | undefined;
  loading?: boolean;
  /** Shown at the end of the strip (links, counts). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const stat = (key: keyof LeaveBalance, label: string, hint: string, highlight?: boolean) => (
    <div className="app-leave-stat" data-testid={`leave-balance-${key}`}>
      <Statistic
        title={<span title={hint}>{label}</span>}
        value={balance ? formatDays(balance[key]) : '–'}
        suffix={balance ? t('leave.balance.daysSuffix', { count: balance[key] }) : undefined}
        styles={{ content: highlight ? { color: BRAND } : undefined }}
      />
      <div className="app-muted-text app-leave-stat-hint">{hint}</div>
    </div>
  );
  return (
    <Card className="app-gap" size="small" data-testid="leave-balance">
      {loading && !balance ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <div className="app-leave-strip">
          {stat('remaining_days', t('leave.balance.remaining'), t('leave.balance.remainingHint'))}
          {stat('days_taken', t('leave.balance.taken'), t('leave.balance.takenHint'))}
          {stat('days_available', t('leave.balance.available'), t('leave.balance.availableHint'), true)}
          {extra ? <div className="app-leave-strip-extra">{extra}</div> : null}
        </div>
      )}
    </Card>
  );
}
