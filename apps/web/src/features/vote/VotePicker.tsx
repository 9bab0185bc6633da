/** The year and period a vote screen shows, kept in the address (`?year=&period=`) so both screens share it. */
import { Select, Space } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccount } from '../../api/account';
import { yearOptions } from './chart';
import type { VotePick } from './keys';
import { yearIn } from './rules';

/** The pick in the address; none (the newest vote) when absent or out of range. */
export function useVotePick(): [VotePick, (year: number, period: number) => void] {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year'));
  const period = Number(params.get('period'));
  const pick = useMemo<VotePick>(
    () =>
      Number.isInteger(year) &&
      year >= 2000 &&
      year <= 2100 &&
      Number.isInteger(period) &&
      period >= 1 &&
      period <= 4
        ? { year, period }
        : null,
    [year, period],
  );
  const set = useCallback(
    (y: number, p: number) => setParams({ year: String(y), period: String(p) }, { replace: true }),
    [setParams],
  );
  return [pick, set];
}

export function VotePicker({
  year,
  period,
  onChange,
}: {
  year: number;
  period: number;
  onChange: (year: number, period: number) => void;
}) {
  const { t } = useTranslation();
  const account = useAccount();
  const years = yearOptions(yearIn(account.data?.company_time_zone), year);
  return (
    <Space wrap className="app-vote-picker">
      <Select
        aria-label={t('vote.picker.year')}
        value={year}
        onChange={(y) => onChange(y, period)}
        options={years.map((y) => ({ value: y, label: String(y) }))}
        style={{ width: 100 }}
        data-testid="vote-year"
      />
      <Select
        aria-label={t('vote.picker.period')}
        value={period}
        onChange={(p) => onChange(year, p)}
        options={[1, 2, 3, 4].map((n) => ({ value: n, label: t('vote.picker.periodN', { n }) }))}
        style={{ width: 130 }}
        data-testid="vote-period"
      />
    </Space>
  );
}
