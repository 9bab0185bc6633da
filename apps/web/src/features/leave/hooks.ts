/** Small hooks of the leave screens: a debounced value and the company's holidays of some years. */
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';
import type { Holiday } from '../../api/timesheets';

/** `value` once it has stopped changing for `delay` ms (compared by its JSON). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const key = JSON.stringify(value) ?? 'null';
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return useMemo(() => JSON.parse(settled) as T, [settled]);
}

/**
 * The holiday dates of the company for the given years (the same cache as the holidays screen), so
 * the browser's day count leaves them out like the server does.
 */
export function useHolidaySet(companyId: number | undefined, years: readonly number[]): ReadonlySet<string> {
  const results = useQueries({
    queries: years.map((year) => ({
      queryKey: queryKeys.holidays(companyId ?? 0, year),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<{ holidays: Holiday[] }>('/holidays', {
          query: { company_id: companyId, year },
          signal,
          quiet: true,
          stayOnPage: true,
        }),
      enabled: companyId !== undefined,
      staleTime: 30 * 60_000,
    })),
  });
  const dates = results.flatMap((r) => r.data?.holidays.map((h) => h.date) ?? []);
  const key = dates.join(',');
  return useMemo(() => new Set(key ? key.split(',') : []), [key]);
}
