import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { publishAtFromIso, publishAtToIso, publishDateDisabled } from './publishTime';

describe('the publishing time is the company time zone’s wall clock', () => {
  it.each([
    ['Asia/Ho_Chi_Minh', '2026-12-24 09:00', '2026-12-24T02:00:00.000Z'],
    ['Asia/Tokyo', '2026-12-24 09:00', '2026-12-24T00:00:00.000Z'],
    ['Asia/Ho_Chi_Minh', '2026-12-24 03:30', '2026-12-23T20:30:00.000Z'],
    // Seconds the picker may carry are dropped.
    ['Asia/Tokyo', '2026-12-24 09:00:42', '2026-12-24T00:00:00.000Z'],
  ])('%s %s is sent as %s', (zone, picked, iso) => {
    expect(publishAtToIso(dayjs(picked), zone)).toBe(iso);
  });

  it('shows a stored instant as the wall clock of the zone, and sends it back unchanged', () => {
    const shown = publishAtFromIso('2026-12-24T02:00:00Z', 'Asia/Ho_Chi_Minh');
    expect(shown.format('YYYY-MM-DD HH:mm')).toBe('2026-12-24 09:00');
    expect(publishAtToIso(shown, 'Asia/Ho_Chi_Minh')).toBe('2026-12-24T02:00:00.000Z');
    expect(publishAtFromIso('2026-12-24T02:00:00Z', 'Asia/Tokyo').format('HH:mm')).toBe('11:00');
  });

  it('refuses days before today in the zone and more than 366 days ahead', () => {
    // 18:00 UTC on 1 December is already 2 December in Hanoi.
    const now = dayjs('2026-12-01T18:00:00Z');
    const zone = 'Asia/Ho_Chi_Minh';
    expect(publishDateDisabled(dayjs('2026-12-01'), zone, now)).toBe(true);
    expect(publishDateDisabled(dayjs('2026-12-02'), zone, now)).toBe(false);
    expect(publishDateDisabled(dayjs('2027-12-03'), zone, now)).toBe(false);
    expect(publishDateDisabled(dayjs('2027-12-04'), zone, now)).toBe(true);
    // In UTC that moment is still 1 December.
    expect(publishDateDisabled(dayjs('2026-12-01'), 'UTC', now)).toBe(false);
  });
});
