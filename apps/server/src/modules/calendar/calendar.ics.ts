/**
 * A feed as RFC 5545 text (ical-generator): all-day events for remote days and holidays (DATE
 * values, the end the day after the last), timed events in UTC for leave (its hours in the
 * company's zone), each with a stable UID so a calendar app updates rather than duplicates.
 */
import { addDays, type CALENDAR_FEED_LANGUAGES } from '@staffhub/domain';
import ical, { ICalCalendarMethod } from 'ical-generator';

type Lang = (typeof CALENDAR_FEED_LANGUAGES)[number];

const TEXTS: Record<
  Lang,
  { personal: string; team: (name: string) => string; leave: string; remote: string; holiday: string }
> = {
  en: {
    personal: 'Staffhub: my leave and remote work',
    team: (name) => `Staffhub: ${name}'s team`,
    leave: 'Leave',
    remote: 'Remote work',
    holiday: 'Holiday',
  },
  ja: {
    personal: 'Staffhub：自分の休暇とリモートワーク',
    team: (name) => `Staffhub：${name} さんのチーム`,
    leave: '休暇',
    remote: 'リモートワーク',
    holiday: '祝日',
  },
  vi: {
    personal: 'Staffhub: nghỉ phép và làm việc từ xa của tôi',
    team: (name) => `Staffhub: nhóm của ${name}`,
    leave: 'Nghỉ phép',
    remote: 'Làm việc từ xa',
    holiday: 'Ngày lễ',
  },
};

export interface FeedContent {
  kind: 'personal' | 'team';
  owner: string;
  lang: Lang;
  /** Leave with its instants (already placed in the company's zone). */
  leaves: ReadonlyArray<{ id: number; who: string; start: Date; end: Date }>;
  remote: ReadonlyArray<{ id: number; who: string; from: string; to: string }>;
  holidays: ReadonlyArray<{ companyId: number; date: string; name: string }>;
}

/** Midnight UTC of a date: ical-generator writes an all-day Date by its UTC day. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

export function feedIcs(c: FeedContent, now: Date): string {
  const t = TEXTS[c.lang];
  const calendar = ical({
    name: c.kind === 'personal' ? t.personal : t.team(c.owner),
    prodId: { company: 'Staffhub', product: 'Staffhub', language: c.lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that honour it refresh hourly.
    ttl: 60 * 60,
  });
  const label = (what: string, who: string) => (c.kind === 'personal' ? what : `${who}: ${what}`);
  for (const l of c.leaves)
    calendar.createEvent({
      id: `leave-${l.id}@staffhub`,
      start: l.start,
      end: l.end,
      summary: label(t.leave, l.who),
      stamp: now,
    });
  for (const r of c.remote)
    calendar.createEvent({
      id: `remote-${r.id}@staffhub`,
      allDay: true,
      start: day(r.from),
      end: day(addDays(r.to, 1)),
      summary: label(t.remote, r.who),
      stamp: now,
    });
  for (const h of c.holidays)
    calendar.createEvent({
      id: `holiday-${h.companyId}-${h.date}@staffhub`,
      allDay: true,
      start: day(h.date),
      end: day(addDays(h.date, 1)),
      summary: `${t.holiday}: ${h.name}`,
      stamp: now,
    });
  return calendar.toString();
}
