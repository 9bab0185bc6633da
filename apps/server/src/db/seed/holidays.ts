import Holidays from 'date-holidays';

/** Public holidays of a country for the given years, as `YYYY-MM-DD` with a local name. */
export function publicHolidays(country: 'JP' | 'VN', fromYear: number, toYear: number) {
  const hd = new Holidays(country);
  const out: Array<{ date: string; name: string }> = [];
  for (let year = fromYear; year <= toYear; year++) {
    for (const h of hd.getHolidays(year)) {
      if (h.type !== 'public') continue;
      const date = h.date.slice(0, 10);
      if (!out.some((x) => x.date === date)) out.push({ date, name: h.name });
    }
  }
  return out;
}
