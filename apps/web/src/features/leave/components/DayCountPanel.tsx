/**
 * The live day count of the leave form, with what it is measured against: the balance and days
 * available (compensated leave), the cause's allowance (separate paid leave) or the month's
 * physiological minutes and requests left.
 */
import { CheckCircleFilled, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import type { LeaveCommons } from '@staffhub/domain';
import {
  PAID_LEAVE_ALLOWANCE_DAYS,
  type PaidLeaveCause,
  PHYSIOLOGICAL_MAX_MINUTES,
  PHYSIOLOGICAL_MONTHLY_MINUTES,
  PHYSIOLOGICAL_MONTHLY_REQUESTS,
} from '@staffhub/domain';
import { useTranslation } from 'react-i18next';
import { COMPENSATED, formatDays, PHYSIOLOGICAL, SEPARATE_PAID } from '../rules';

export type CountState = 'incomplete' | 'invalid' | 'checking' | 'confirmed' | 'unconfirmed';

interface Props {
  state: CountState;
  minutes: number;
  days: number;
  /** The server left out holidays the browser did not know. */
  holidaysLeftOut: boolean;
  type: number | null | undefined;
  paidCause: PaidLeaveCause | null | undefined;
  commons: LeaveCommons | undefined;
}

export function DayCountPanel({ state, minutes, days, holidaysLeftOut, type, paidCause, commons }: Props) {
  const { t } = useTranslation();
  const counted = state === 'checking' || state === 'confirmed' || state === 'unconfirmed';
  const isPhysiological = type === PHYSIOLOGICAL;

  const stateText = () => {
    switch (state) {
      case 'incomplete':
        return <span className="app-muted-text">{t('leave.count.incomplete')}</span>;
      case 'invalid':
        return (
          <span className="app-text-danger">
            <ExclamationCircleOutlined /> {t('leave.count.invalid')}
          </span>
        );
      case 'checking':
        return (
          <span className="app-muted-text" data-testid="leave-count-checking">
            <LoadingOutlined /> {t('leave.count.checking')}
          </span>
        );
      case 'confirmed':
        return (
          <span className="app-leave-count-ok" data-testid="leave-count-confirmed">
            <CheckCircleFilled />{' '}
            {t(holidaysLeftOut ? 'leave.count.confirmedHolidays' : 'leave.count.confirmed')}
          </span>
        );
      case 'unconfirmed':
        return <span className="app-muted-text">{t('leave.count.unconfirmed')}</span>;
    }
  };

  const after = commons ? Math.round((commons.days_available - days) * 100) / 100 : null;

  return (
    <div className="app-leave-count app-gap" data-testid="leave-count" aria-live="polite">
      <div className="app-leave-count-main">
        <div className="app-muted-text">{t('leave.count.title')}</div>
        <div className="app-leave-count-value app-num" data-testid="leave-count-value">
          {!counted
            ? '–'
            : isPhysiological
              ? t('leave.units.minutes', { value: minutes })
              : t('leave.units.days', { count: days, value: formatDays(days) })}
        </div>
        <div className="app-leave-count-sub">
          {counted && !isPhysiological && (
            <span className="app-muted-text app-num">{t('leave.count.minutes', { minutes })} · </span>
          )}
          {stateText()}
        </div>
        <div className="app-muted-text app-leave-count-rule">{t('leave.count.rule')}</div>
      </div>
      <div className="app-leave-count-side" data-testid="leave-count-side">
        {type === COMPENSATED && commons && (
          <>
            <div>
              {t('leave.balance.remaining')}:{' '}
              <strong className="app-num">{formatDays(commons.remaining_days)}</strong>
            </div>
            <div>
              {t('leave.balance.available')}:{' '}
              <strong className="app-num">{formatDays(commons.days_available)}</strong>
            </div>
            {counted && after !== null && (
              <div className={after < 0 ? 'app-text-danger' : undefined} data-testid="leave-count-after">
                {t('leave.count.afterRequest')}: <strong className="app-num">{formatDays(after)}</strong>
              </div>
            )}
          </>
        )}
        {type === SEPARATE_PAID && (
          <div>
            {paidCause
              ? t('leave.count.allowance', {
                  cause: t(`leave.causes.${paidCause}`),
                  days: commons?.paid_causes[paidCause] ?? PAID_LEAVE_ALLOWANCE_DAYS[paidCause],
                })
              : t('leave.count.chooseCause')}
            <div className="app-muted-text">{t('leave.count.noDeduction')}</div>
          </div>
        )}
        {type === 3 && <div className="app-muted-text">{t('leave.count.unpaid')}</div>}
        {isPhysiological && commons && (
          <>
            <div data-testid="leave-physiological-left">
              {t('leave.count.physiologicalLeft', {
                minutes: commons.physiological.remaining_minutes,
                totalMinutes: PHYSIOLOGICAL_MONTHLY_MINUTES,
                requests: commons.physiological.remaining_requests,
                totalRequests: PHYSIOLOGICAL_MONTHLY_REQUESTS,
              })}
            </div>
            <div className="app-muted-text">
              {t('leave.count.physiologicalMax', { max: PHYSIOLOGICAL_MAX_MINUTES })}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
