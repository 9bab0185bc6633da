/** The filter defaults of the administrators' lists: the whole current month in the company's time zone. */
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useAccount } from '../../../api/account';
import { currentMonthRangeIn } from '../../timesheets/dateRange';

export function useMonthRangeDefaults(): { range: [Dayjs, Dayjs] } {
  const timeZone = useAccount().data?.company_time_zone;
  return useMemo(() => {
    const range = currentMonthRangeIn(timeZone);
    return { range: [dayjs(range.start_date), dayjs(range.end_date)] };
  }, [timeZone]);
}
