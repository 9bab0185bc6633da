/**
 * The demo's project management (issue #16, docs/api-projects.md): five projects across the four
 * companies (Alpha Hanoi, Beta AI, Gamma CRM from the organisation seed, Delta Japan and Epsilon AI
 * added here), each with every SPEC 3 field, members with their position, type, dates and default
 * effort, a year of effort, twelve weeks of reviews, kick-off and bonus activities and contracts;
 * then pictures for the projects and their activities.
 *
 * Everything is computed from the `today` passed in (no random source, no clock), so a start at the
 * e2e clock tells the same story every time, and a start on another day tells it around that day.
 * Alpha, Beta and Gamma keep their dates and their PM, top and members (the approver tests and flows
 * rely on them); Delta and Epsilon are dated from `today` and take people no test relies on. Mai
 * Xuân Trường works on Delta and helps Epsilon: the two months before this one add up to more than
 * 100 %, the over-allocation the effort pages warn about. Epsilon's reviews turn amber then red over
 * the last weeks.
 *
 * Idempotent: projects are keyed by code, members by (project, person, role), efforts by their
 * period, reviews by their Monday, contracts by their number, activities by (project, type, date,
 * title), pictures by their owner; what is there already is left as it is.
 */
import {
  type ACTIVITY_TYPES,
  addDays,
  addMonths,
  lastDayOf,
  mondayOf,
  monthOf,
  type PROJECT_POSITIONS,
  type REVIEW_ITEMS,
  weekdayOf,
  zonedToInstant,
} from '@staffhub/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { BlobStore } from '../../blob/store';
import type { Db } from '../client';
import {
  contractHistories,
  customers,
  employees,
  projectActivities,
  projectActivityEmployees,
  projectEfforts,
  projectFiles,
  projectMembers,
  projectReviews,
  projects,
  technologies,
} from '../schema';
import { demoProjects } from './demo-data';

type Position = (typeof PROJECT_POSITIONS)[number];
type ActivityType = (typeof ACTIVITY_TYPES)[number];
type ReviewItem = (typeof REVIEW_ITEMS)[number];
type Level = 1 | 2 | 3;

/** The zone the demo's timestamps (reviews, activities) are written in: Hanoi, where most work. */
const DEMO_ZONE = 'Asia/Ho_Chi_Minh';

// Dates ------------------------------------------------------------------------------------------

const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);
const daysFrom = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
/** The `n`th (1-based) given weekday (0 Sunday … 6 Saturday) of a month. */
function nthWeekday(month: string, weekday: number, n: number): string {
  let d = `${month}-01`;
  while (weekdayOf(d) !== weekday) d = addDays(d, 1);
  return addDays(d, 7 * (n - 1));
}
/** The week (Monday to Sunday) a week row of a month stands for: its second Monday's week, inside the month. */
export function demoEffortWeek(month: string): { start: string; end: string } {
  const monday = nthWeekday(month, 1, 2);
  return { start: monday, end: addDays(monday, 6) };
}
/** The months a project's demo effort covers: the twelve up to this one, or up to its last when it is over. */
export function demoEffortMonths(today: string, end: string): string[] {
  const last = monthOf(minDate(today, end));
  return Array.from({ length: 12 }, (_, i) => addMonths(last, i - 11));
}
/** A project's phases one after the other from `start` to `end`, sized by their weights. */
function phases(start: string, end: string, parts: ReadonlyArray<readonly [string, number]>) {
  const total = parts.reduce((s, [, w]) => s + w, 0);
  const span = daysFrom(start, end);
  let used = 0;
  let from = start;
  return parts.map(([name, weight], i) => {
    used += weight;
    const to = i === parts.length - 1 ? end : addDays(start, Math.floor((span * used) / total));
    const item = { name, start_date: from, end_date: to };
    from = addDays(to, 1);
    return item;
  });
}
/** 1 preparing, 2 in progress, 3 completed, from the project's dates. */
const statusOn = (today: string, start: string, end: string | null) =>
  today < start ? 1 : end !== null && end < today ? 3 : 2;

// The plan ---------------------------------------------------------------------------------------

interface MemberPlan {
  email: string;
  position: Position;
  /** 1 official, 2 support, 3 shadow (not billed: its effort rows carry a rate of 0). */
  type: 1 | 2 | 3;
  /** From this day (never before the project's start or the person's joining). */
  from?: string;
  until?: string;
  effortDefault?: number;
  /** The effort of the month rows; `byOffset` changes some months (0 this month, -1 the one before …). */
  effort: number;
  byOffset?: Record<number, number>;
  /** Week rows overriding their month: the second week of the month at `offset`. */
  weeks?: ReadonlyArray<{ offset: number; effort: number }>;
}

interface ActivityPlan {
  type: ActivityType;
  date: string;
  time: string | null;
  title: string;
  note: string;
  /** Each one's bonus in yen by their part (PM, TOP, LEADER, OTHER); a part left out is not on the list. */
  bonus: Partial<Record<'PM' | 'TOP' | 'LEADER' | 'OTHER', number>>;
  /** Spent besides the bonuses (venue, food); the total budget is both, rounded up to ¥10,000. */
  extra: number;
}

interface ContractPlan {
  number: string;
  start: string;
  end: string;
  manMonths: number;
  yen: number;
  /** Fixed status (1 negotiating, 4 cancelled); else from the dates: completed, signed or negotiating. */
  status?: 1 | 4;
  note: string;
}

interface ReviewEvent {
  note: string;
  items: Partial<Record<ReviewItem, Level>>;
}

export interface DemoProjectPlan {
  code: string;
  name: string;
  customer: string;
  start: string;
  end: string;
  type: 1 | 2 | 3 | 4;
  contractValue: number;
  customerTop: string;
  customerPm: string;
  pm: string;
  top: string;
  leader: string;
  japanTop: string;
  japanTech: string;
  japanSale: string;
  plans: Array<{ name: string; start_date: string; end_date: string }>;
  payments: Array<{ name: string; expected_date: string; actual_date: string | null; percentage: number }>;
  link: string;
  technologies: string[];
  domain: string;
  description: string;
  /** The PM's and the top's month effort here (the top's is also their default). */
  pmEffort: number;
  topEffort: number;
  members: MemberPlan[];
  /** Weekly notes, taken in turn; `events` by weeks ago (0 this week) replace one with its items. */
  notes: string[];
  events: Record<number, ReviewEvent>;
  activities: ActivityPlan[];
  contracts: ContractPlan[];
}

const existing = (code: string) => {
  const p = demoProjects.find((x) => x.code === code);
  if (!p) throw new Error(`demo projects: no ${code} in demo-data`);
  return p;
};

/** Payment milestones: paid about two weeks after they fall due, once that day has come. */
const payments = (today: string, list: ReadonlyArray<readonly [string, string, number]>) =>
  list.map(([name, expected, percentage]) => {
    const paid = addDays(expected, 14);
    return { name, expected_date: expected, actual_date: paid <= today ? paid : null, percentage };
  });

/** The day halfway between a project's start and today (or its end, when it is over). */
const midway = (today: string, start: string, end: string) => {
  const last = minDate(today, end);
  return addDays(start, Math.floor(daysFrom(start, last) / 2));
};

/** The five demo projects as of `today` (a `YYYY-MM-DD` date). */
export function demoProjectPlans(today: string): DemoProjectPlan[] {
  const month = monthOf(today);
  const m = (n: number) => addMonths(month, n);
  const alpha = existing('ALPHA');
  const beta = existing('BETA');
  const gamma = existing('GAMMA');
  const delta = { start: `${m(-15)}-01`, end: lastDayOf(m(8)) };
  const epsilon = { start: nthWeekday(m(-13), 1, 1), end: lastDayOf(m(2)) };

  return [
    {
      code: alpha.code,
      name: alpha.name,
      customer: alpha.customer,
      start: alpha.start_date,
      end: alpha.end_date,
      type: 1,
      contractValue: 72,
      customerTop: '木村 誠',
      customerPm: '中村 彩',
      pm: 'pm@demo.test',
      top: 'top@demo.test',
      leader: 'duong.van.nam@demo.test',
      japanTop: 'top@demo.test',
      japanTech: 'jp0003@demo.test',
      japanSale: 'bod@demo.test',
      plans: phases(alpha.start_date, alpha.end_date, [
        ['Requirements', 2],
        ['Basic design', 2],
        ['Development phase 1', 6],
        ['Development phase 2', 6],
        ['Roll-out and improvements', 8],
      ]),
      payments: payments(today, [
        ['Phase 1 acceptance', '2025-09-30', 25],
        ['Phase 2 acceptance', '2026-03-31', 25],
        ['Roll-out, first half', '2026-09-30', 25],
        ['Roll-out, final', alpha.end_date, 25],
      ]),
      link: 'https://wiki.example.jp/sakura-retail/alpha',
      technologies: ['TypeScript', 'React', 'Java', 'Spring Boot', 'PostgreSQL', 'AWS', 'Docker'],
      domain: 'Retail',
      description: `${alpha.description} Stock, transfers and POS synchronisation for 2,000 stores; the Hanoi team develops and tests, the Tokyo BrSE works with the customer's IT department.`,
      pmEffort: 100,
      topEffort: 10,
      members: [
        { email: 'member@demo.test', position: 'DEV', type: 1, effort: 100, byOffset: { [-6]: 50 } },
        { email: 'ngo.van.khanh@demo.test', position: 'DEV', type: 1, effort: 100 },
        {
          email: 'dang.thi.ngoc@demo.test',
          position: 'QA',
          type: 1,
          from: '2025-07-01',
          effortDefault: 80,
          effort: 80,
        },
        {
          email: 'duong.van.nam@demo.test',
          position: 'LEADER',
          type: 1,
          effort: 100,
          weeks: [{ offset: -3, effort: 50 }],
        },
      ],
      notes: [
        'Sprint review OK: stock transfer screens accepted. 顧客レビュー完了、指摘は軽微。',
        'POS sync load test: 2,000 stores in 9 minutes. Đạt yêu cầu hiệu năng.',
        'Store staff training material sent to Sakura. 来週から店舗説明会。',
        'Bug backlog down to 6 (no blocker). Tuần sau tập trung báo cáo tồn kho.',
        'Inventory report design agreed in the weekly meeting. 仕様確定。',
        'Release to 40 pilot stores went smoothly. Không có sự cố lớn.',
      ],
      events: {
        7: {
          note: 'Thu Hà off sick three days; Khánh covered her tasks. 進捗への影響は小さい。',
          items: { personnel: 2 },
        },
      },
      activities: [
        {
          type: 'KICK_OFF',
          date: addDays(alpha.start_date, 3),
          time: '17:30',
          title: 'Alpha kick-off with Sakura Retail',
          note: 'Scope, team and ways of working; dinner afterwards. キックオフ会議と懇親会。',
          bonus: { PM: 5000, TOP: 5000, LEADER: 5000, OTHER: 5000 },
          extra: 60_000,
        },
        {
          type: 'PROJECT_BONUS',
          date: midway(today, alpha.start_date, alpha.end_date),
          time: null,
          title: 'Bonus for the phase 2 acceptance',
          note: 'Accepted without a single blocker. Cảm ơn cả team!',
          bonus: { PM: 120_000, LEADER: 100_000, OTHER: 70_000 },
          extra: 0,
        },
        {
          type: 'TEAM_BUILDING',
          date: nthWeekday(m(-1), 6, 2),
          time: '08:00',
          title: 'Team building in Ba Vì',
          note: 'A day in the hills: hiking, barbecue and a quiz about the stores.',
          bonus: { PM: 8000, LEADER: 8000, OTHER: 8000 },
          extra: 150_000,
        },
      ],
      contracts: [
        {
          number: 'SR-ALPHA-2025-01',
          start: alpha.start_date,
          end: '2025-09-30',
          manMonths: 18,
          yen: 11_700_000,
          note: 'Labo, 3 people for 6 months.',
        },
        {
          number: 'SR-ALPHA-2025-02',
          start: '2025-10-01',
          end: '2026-03-31',
          manMonths: 18,
          yen: 11_700_000,
          note: 'Renewal, same team.',
        },
        {
          number: 'SR-ALPHA-2026-03',
          start: '2026-04-01',
          end: alpha.end_date,
          manMonths: 36,
          yen: 23_400_000,
          note: 'Roll-out year; a QA added.',
        },
      ],
    },
    {
      code: beta.code,
      name: beta.name,
      customer: beta.customer,
      start: beta.start_date,
      end: beta.end_date,
      type: 2,
      contractValue: 34,
      customerTop: '藤井 隆',
      customerPm: '小林 早苗',
      pm: 'tran.khanh.linh@demo.test',
      top: 'top@demo.test',
      leader: 'lam.gia.huy@demo.test',
      japanTop: 'top@demo.test',
      japanTech: 'jp0006@demo.test',
      japanSale: 'bod@demo.test',
      plans: phases(beta.start_date, beta.end_date, [
        ['Requirements and UX', 2],
        ['Driver app', 4],
        ['Tracking portal', 3],
        ['Pilot and hand-over', 3],
      ]),
      payments: payments(today, [
        ['Signature', '2026-01-15', 30],
        ['Pilot release', '2026-06-30', 30],
        ['Final acceptance', beta.end_date, 40],
      ]),
      link: 'https://docs.example.jp/fuji-logistics/beta',
      technologies: ['Flutter', 'Kotlin', 'Swift', 'Go', 'PostgreSQL', 'Google Cloud'],
      domain: 'Logistics',
      description: `${beta.description} Drivers scan and photograph each delivery; customers follow their parcel on a map; the office sees the day's routes live.`,
      pmEffort: 100,
      topEffort: 10,
      members: [
        { email: 'lam.gia.huy@demo.test', position: 'LEADER', type: 1, effort: 100 },
        {
          email: 'chau.ngoc.tram@demo.test',
          position: 'QA',
          type: 1,
          from: '2026-03-02',
          effortDefault: 80,
          effort: 80,
        },
        {
          email: 'kieu.van.toan@demo.test',
          position: 'DEV',
          type: 1,
          effort: 100,
          weeks: [{ offset: -2, effort: 0 }],
        },
      ],
      notes: [
        'Driver app build 1.4 on TestFlight and Play. 顧客確認待ち。',
        'Offline mode works in the tunnel test. Khách hàng rất hài lòng.',
        'Map clustering for the portal done. 来週デモ予定。',
        'Crash rate 0.2 % on Android; fixing two OEM issues.',
        'Hand-over documents drafted. Tài liệu bàn giao đã gửi.',
        'Weekly demo with Fuji: 5 small change requests, all within scope.',
      ],
      events: {
        5: {
          note: 'iOS background location rejected by review once; resubmitted. 技術的リスクあり。',
          items: { tech: 2 },
        },
      },
      activities: [
        {
          type: 'MTG_KICK_OFF',
          date: addDays(beta.start_date, 1),
          time: '10:00',
          title: 'Beta kick-off meeting with Fuji Logistics',
          note: 'Online with Tokyo: goals, milestones, the pilot depots.',
          bonus: { PM: 0, TOP: 0, LEADER: 0, OTHER: 0 },
          extra: 20_000,
        },
        {
          type: 'PARTY_KICK_OFF',
          date: addDays(beta.start_date, 4),
          time: '18:30',
          title: 'Beta kick-off party',
          note: 'Lẩu nấm at the office street.',
          bonus: { PM: 6000, TOP: 6000, LEADER: 6000, OTHER: 6000 },
          extra: 80_000,
        },
        {
          type: 'HOT_BONUS',
          date: midway(today, beta.start_date, beta.end_date),
          time: null,
          title: 'Hot bonus: pilot shipped a week early',
          note: 'The pilot depots went live a week before plan. 早期リリースありがとう。',
          bonus: { PM: 80_000, LEADER: 60_000, OTHER: 50_000 },
          extra: 0,
        },
      ],
      contracts: [
        {
          number: 'FL-BETA-001',
          start: beta.start_date,
          end: beta.end_date,
          manMonths: 30,
          yen: 24_000_000,
          note: 'Fixed price: driver app, portal, pilot.',
        },
        {
          number: 'FL-BETA-CR01',
          start: '2026-06-01',
          end: beta.end_date,
          manMonths: 4,
          yen: 3_200_000,
          note: 'Change request: proof-of-delivery photos.',
        },
      ],
    },
    {
      code: gamma.code,
      name: gamma.name,
      customer: gamma.customer,
      start: gamma.start_date,
      end: gamma.end_date,
      type: 3,
      contractValue: 48,
      customerTop: '森田 浩二',
      customerPm: '石井 真理',
      pm: 'nguyen.thi.hong@demo.test',
      top: 'dm@demo.test',
      leader: 'tran.van.phuc@demo.test',
      japanTop: 'bod@demo.test',
      japanTech: 'jp0003@demo.test',
      japanSale: 'jp0004@demo.test',
      plans: phases(gamma.start_date, gamma.end_date, [
        ['Analysis', 2],
        ['Build', 10],
        ['Migration', 4],
        ['Support', 8],
      ]),
      payments: payments(today, [
        ['Year 1', '2025-09-30', 50],
        ['Year 2', gamma.end_date, 50],
      ]),
      link: 'https://docs.example.jp/hikari/gamma-crm',
      technologies: ['C#', '.NET', 'Angular', 'SQL Server', 'Microsoft Azure'],
      domain: 'Insurance',
      description: `${gamma.description} Agents' customer files, contact history and renewal campaigns for Hikari's sales offices.`,
      pmEffort: 80,
      topEffort: 10,
      members: [
        { email: 'tran.van.phuc@demo.test', position: 'LEADER', type: 1, effort: 100 },
        { email: 'le.thi.bich@demo.test', position: 'QA', type: 1, effortDefault: 50, effort: 50 },
        {
          email: 'pham.van.thang@demo.test',
          position: 'DEV',
          type: 1,
          until: '2026-08-31',
          effort: 100,
        },
      ],
      notes: [
        'Renewal campaign batch tuned: 40 % faster. 問題なし。',
        'Support tickets this week: 3, all closed. Ổn định.',
        'Data clean-up of duplicate customers done with Hikari IT.',
        'Hand-over to the in-house team: 2 sessions held. 引き継ぎ順調。',
        'Release notes for the last version sent. Không phát sinh lỗi.',
        'Closing checklist reviewed with the customer PM.',
      ],
      events: {},
      activities: [
        {
          type: 'KICK_OFF',
          date: addDays(gamma.start_date, 2),
          time: '17:00',
          title: 'Gamma kick-off',
          note: 'Kick-off with Hikari Insurance and the CRM team.',
          bonus: { PM: 5000, TOP: 5000, LEADER: 5000, OTHER: 5000 },
          extra: 50_000,
        },
        {
          type: 'PROJECT_BONUS',
          date: midway(today, gamma.start_date, gamma.end_date),
          time: null,
          title: 'Bonus for the migration weekend',
          note: '1.2 million customer files migrated without loss. お疲れさまでした。',
          bonus: { PM: 100_000, LEADER: 80_000, OTHER: 60_000 },
          extra: 0,
        },
        {
          type: 'MTG_CLOSE_PROJECT',
          date: gamma.end_date,
          time: '15:00',
          title: 'Gamma closing meeting and retrospective',
          note: 'What went well, what to keep; dinner together. Tổng kết dự án.',
          bonus: { PM: 10_000, TOP: 10_000, LEADER: 10_000, OTHER: 10_000 },
          extra: 40_000,
        },
      ],
      contracts: [
        {
          number: 'HI-GAMMA-01',
          start: gamma.start_date,
          end: '2025-09-30',
          manMonths: 24,
          yen: 14_400_000,
          note: 'Time and material, year 1.',
        },
        {
          number: 'HI-GAMMA-02',
          start: '2025-10-01',
          end: gamma.end_date,
          manMonths: 24,
          yen: 14_400_000,
          note: 'Time and material, year 2.',
        },
        {
          number: 'HI-GAMMA-03',
          start: addDays(gamma.end_date, 1),
          end: '2027-03-31',
          manMonths: 12,
          yen: 7_200_000,
          status: 4,
          note: 'Extension cancelled: Hikari takes the maintenance in-house.',
        },
      ],
    },
    {
      code: 'DELTA',
      name: 'Delta',
      customer: 'Minato Medical Systems K.K.',
      start: delta.start,
      end: delta.end,
      type: 3,
      contractValue: 114,
      customerTop: '松本 光',
      customerPm: '井上 結衣',
      pm: 'jp0004@demo.test',
      top: 'jp0003@demo.test',
      leader: 'jp0006@demo.test',
      japanTop: 'bod@demo.test',
      japanTech: 'jp0006@demo.test',
      japanSale: 'jp0004@demo.test',
      plans: phases(delta.start, delta.end, [
        ['Requirements', 2],
        ['Appointments', 6],
        ['Medical records', 8],
        ['Clinic roll-out', 8],
      ]),
      payments: payments(today, [
        ['Contract 1', lastDayOf(m(-10)), 20],
        ['Contract 2', lastDayOf(m(-4)), 25],
        ['Contract 3, interim', lastDayOf(m(2)), 25],
      ]),
      link: 'https://wiki.example.jp/minato/delta-portal',
      technologies: ['PHP', 'Laravel', 'Vue.js', 'MySQL', 'AWS', 'Docker'],
      domain: 'Healthcare',
      description:
        'Appointment booking and medical records portal for clinics in the Kantō region: online booking, reminders, the doctors’ schedule and records shared between clinics. Tokyo leads with the customer, Hanoi develops and tests.',
      pmEffort: 80,
      topEffort: 20,
      members: [
        {
          email: 'jp0006@demo.test',
          position: 'LEADER',
          type: 1,
          effort: 100,
          weeks: [{ offset: -1, effort: 50 }],
        },
        { email: 'jp0005@demo.test', position: 'DESIGNER', type: 2, effortDefault: 50, effort: 50 },
        { email: 'jp0007@demo.test', position: 'QA', type: 1, effortDefault: 80, effort: 80 },
        { email: 'jp0008@demo.test', position: 'DEV', type: 1, effort: 100 },
        {
          email: 'mai.xuan.truong@demo.test',
          position: 'DEV',
          type: 1,
          // From now on 70 % here, 30 % on Epsilon; the months before, still full-time here.
          effortDefault: 70,
          effort: 100,
          byOffset: { 0: 80 },
        },
        {
          email: 'cao.thi.yen@demo.test',
          position: 'QA',
          type: 2,
          from: `${m(-5)}-01`,
          effortDefault: 50,
          effort: 50,
        },
        {
          email: 'trinh.thu.trang@demo.test',
          position: 'DEV',
          type: 3,
          effortDefault: 50,
          effort: 50,
          byOffset: { 0: 80, [-1]: 80 },
        },
      ],
      notes: [
        '予約画面の顧客レビュー完了。Minor UI fixes only.',
        'Reminder e-mails and SMS live for 12 clinics. Chạy ổn định.',
        'Records sharing: consent flow agreed with Minato legal. 仕様確定。',
        'Load test 500 bookings/min OK. Tối ưu thêm truy vấn lịch bác sĩ.',
        'Two clinics onboarded this week; feedback positive. 現場の評価良好。',
        'Sprint goal met; 3 bugs carried over (low).',
      ],
      events: {
        9: {
          note: 'Spec questions answered late by the customer (holiday week). コミュニケーション要注意。',
          items: { communication: 2 },
        },
      },
      activities: [
        {
          type: 'KICK_OFF',
          date: addDays(delta.start, 3),
          time: '18:00',
          title: 'Delta kick-off in Tokyo',
          note: 'Minato Medical Systems, the Tokyo team and Hanoi online. キックオフ。',
          bonus: { PM: 5000, TOP: 5000, LEADER: 5000, OTHER: 5000 },
          extra: 80_000,
        },
        {
          type: 'PROJECT_BONUS',
          date: midway(today, delta.start, delta.end),
          time: null,
          title: 'Bonus for the appointment release',
          note: 'Booking live in the first clinics on time. Cảm ơn mọi người!',
          bonus: { PM: 120_000, LEADER: 100_000, OTHER: 60_000 },
          extra: 0,
        },
        {
          type: 'TEAM_BUILDING',
          date: nthWeekday(m(-4), 6, 2),
          time: '10:00',
          title: 'Delta team day: Hakone and online quiz',
          note: 'Tokyo in Hakone, Hanoi joining the quiz online.',
          bonus: { PM: 10_000, TOP: 10_000, LEADER: 10_000, OTHER: 10_000 },
          extra: 120_000,
        },
        {
          type: 'OTHER',
          date: nthWeekday(m(-1), 4, 1),
          time: '14:00',
          title: 'Clinic visit: watching the front desk',
          note: 'Two hours at a Minato clinic to watch the booking desk at work. 現場見学。',
          bonus: { PM: 0, LEADER: 0, OTHER: 0 },
          extra: 15_000,
        },
      ],
      contracts: [
        {
          number: 'MMS-DELTA-01',
          start: delta.start,
          end: lastDayOf(m(-10)),
          manMonths: 24,
          yen: 16_800_000,
          note: 'First six months: appointments.',
        },
        {
          number: 'MMS-DELTA-02',
          start: `${m(-9)}-01`,
          end: lastDayOf(m(-4)),
          manMonths: 30,
          yen: 21_000_000,
          note: 'Medical records.',
        },
        {
          number: 'MMS-DELTA-03',
          start: `${m(-3)}-01`,
          end: delta.end,
          manMonths: 60,
          yen: 42_000_000,
          note: 'Clinic roll-out, one year.',
        },
      ],
    },
    {
      code: 'EPSILON',
      name: 'Epsilon',
      customer: 'Công ty Cổ phần Sông Hồng Tech',
      start: epsilon.start,
      end: epsilon.end,
      type: 2,
      contractValue: 40,
      customerTop: 'Nguyễn Văn Thành',
      customerPm: 'Lê Thu Trang',
      pm: 'nguyen.hoang.minh@demo.test',
      top: 'la.minh.nhat@demo.test',
      leader: 'to.thi.hanh@demo.test',
      japanTop: 'bod@demo.test',
      japanTech: 'jp0003@demo.test',
      japanSale: 'jp0004@demo.test',
      plans: phases(epsilon.start, epsilon.end, [
        ['Data collection', 3],
        ['OCR model', 5],
        ['Review workflow', 5],
        ['UAT and go-live', 3],
      ]),
      payments: payments(today, [
        ['Advance', addDays(epsilon.start, 14), 30],
        ['UAT start', lastDayOf(m(-1)), 30],
        ['Go-live', epsilon.end, 40],
      ]),
      link: 'https://docs.example.vn/songhong/epsilon-ocr',
      technologies: ['Python', 'Django', 'React', 'PostgreSQL', 'Docker', 'Kubernetes', 'Google Cloud'],
      domain: 'Finance / AI',
      description:
        'AI-OCR for invoices and delivery notes: scanning, field extraction and a review workflow for an accounting back office. Fixed price; the customer keeps adding document types.',
      pmEffort: 100,
      topEffort: 20,
      members: [
        { email: 'to.thi.hanh@demo.test', position: 'LEADER', type: 1, effort: 100 },
        { email: 'quach.thi.van@demo.test', position: 'DEV', type: 1, from: `${m(-9)}-01`, effort: 100 },
        {
          email: 'phung.minh.khoa@demo.test',
          position: 'DEV',
          type: 3,
          effortDefault: 50,
          effort: 50,
        },
        {
          email: 'mai.xuan.truong@demo.test',
          position: 'DEV',
          type: 2,
          from: `${m(-2)}-01`,
          effortDefault: 30,
          effort: 30,
          byOffset: { [-2]: 40, 0: 20 },
        },
      ],
      notes: [
        'Invoice OCR accuracy 96.4 % on the test set. Khách hàng đánh giá tốt.',
        'Review screen demo done; 4 UI remarks. レビュー画面のデモ完了。',
        'Training data for delivery notes received (3,000 pages).',
        'Sprint done as planned. Tuần sau bắt đầu luồng phê duyệt.',
        'Model serving on GKE autoscaling tested. 問題なし。',
        'Customer PM on leave; weekly meeting moved to Thursday.',
      ],
      events: {
        3: {
          note: 'Customer asks for two more document types (receipts, credit notes). Scope? → CR đang thương lượng.',
          items: { schedule: 2, scope: 2 },
        },
        2: {
          note: 'Receipts OCR at 81 % only; more training data needed. スケジュール遅延の可能性。',
          items: { schedule: 2, scope: 2, progress: 2, tech: 2 },
        },
        1: {
          note: 'UAT start slipped one week; Trường joins from Delta part-time. Rủi ro trễ go-live.',
          items: { schedule: 3, scope: 2, progress: 2, quality: 2, personnel: 2 },
        },
        0: {
          note: 'UAT: 37 defects, 9 major. Go-live at risk; escalation to Sông Hồng. 至急対策会議を実施。',
          items: { schedule: 3, scope: 3, progress: 3, quality: 3, communication: 2, personnel: 2, tech: 2 },
        },
      },
      activities: [
        {
          type: 'MTG_KICK_OFF',
          date: addDays(epsilon.start, 1),
          time: '09:30',
          title: 'Epsilon kick-off meeting at Sông Hồng Tech',
          note: 'Họp khởi động với khách hàng: phạm vi, mốc thanh toán, dữ liệu mẫu.',
          bonus: { PM: 0, TOP: 0, LEADER: 0, OTHER: 0 },
          extra: 10_000,
        },
        {
          type: 'PARTY_KICK_OFF',
          date: addDays(epsilon.start, 4),
          time: '18:30',
          title: 'Epsilon kick-off party',
          note: 'Bia hơi and bún chả near the office.',
          bonus: { PM: 5000, TOP: 5000, LEADER: 5000, OTHER: 5000 },
          extra: 60_000,
        },
        {
          type: 'HOT_BONUS',
          date: nthWeekday(m(-1), 1, 2),
          time: null,
          title: 'Hot bonus: weekend data migration',
          note: 'Two weekends importing 40,000 archived invoices. Cảm ơn team!',
          bonus: { PM: 60_000, LEADER: 60_000, OTHER: 40_000 },
          extra: 0,
        },
      ],
      contracts: [
        {
          number: 'SHT-EPS-01',
          start: epsilon.start,
          end: epsilon.end,
          manMonths: 40,
          yen: 22_000_000,
          note: 'Fixed price: invoices and delivery notes.',
        },
        {
          number: 'SHT-EPS-CR1',
          start: `${m(1)}-01`,
          end: epsilon.end,
          manMonths: 6,
          yen: 3_300_000,
          status: 1,
          note: 'Change request: receipts and credit notes (in negotiation).',
        },
      ],
    },
  ];
}

// Seeding ----------------------------------------------------------------------------------------

interface Person {
  id: number;
  joined: string | null;
  resigned: string | null;
}

interface Membership {
  employeeId: number;
  role: 'PM' | 'TOP' | 'MEMBER';
  part: 'PM' | 'TOP' | 'LEADER' | 'OTHER';
  from: string;
  until: string;
  plan: MemberPlan;
}

const roundUp = (n: number, step: number) => Math.ceil(n / step) * step;
/** A timestamp at a local time of a day, never after the start of `today` (nothing from the future). */
const stamp = (date: string, minutes: number, today: string) =>
  date < today ? zonedToInstant(date, minutes, DEMO_ZONE) : zonedToInstant(today, 0, DEMO_ZONE);

/**
 * Seeds the project area's demo data as of `today` (`YYYY-MM-DD`, the demo companies' day). Run after
 * `seedDemo`. Idempotent: a second run with the same day adds nothing.
 */
export async function seedDemoProjects(db: Db, today: string): Promise<void> {
  const plans = demoProjectPlans(today);

  await db.transaction(async (tx) => {
    const emails = [
      ...new Set(
        plans.flatMap((p) => [
          p.pm,
          p.top,
          p.leader,
          p.japanTop,
          p.japanTech,
          p.japanSale,
          ...p.members.map((x) => x.email),
        ]),
      ),
    ];
    const people = new Map<string, Person>(
      (
        await tx
          .select({
            id: employees.id,
            email: employees.email,
            joined: employees.join_date,
            resigned: employees.resignation_date,
          })
          .from(employees)
          .where(inArray(sql`lower(${employees.email})`, emails))
      ).map((r) => [r.email.toLowerCase(), { id: r.id, joined: r.joined, resigned: r.resigned }]),
    );
    const idOf = (email: string) => people.get(email)?.id ?? null;
    const technologyIds = new Map(
      (await tx.select({ id: technologies.id, name: technologies.name }).from(technologies)).map((t) => [
        t.name,
        t.id,
      ]),
    );
    const customerIds = new Map(
      (await tx.select({ id: customers.id, name: customers.name }).from(customers)).map((c) => [
        c.name,
        c.id,
      ]),
    );

    for (const plan of plans) {
      const pmId = idOf(plan.pm);
      const topId = idOf(plan.top);
      if (pmId === null || topId === null) continue;
      const fields = {
        customer_id: customerIds.get(plan.customer) ?? null,
        start_date: plan.start,
        end_date: plan.end,
        status: statusOn(today, plan.start, plan.end),
        type: plan.type,
        leader_id: idOf(plan.leader),
        contract_value: plan.contractValue,
        customer_top: plan.customerTop,
        customer_pm: plan.customerPm,
        japan_top_id: idOf(plan.japanTop),
        japan_tech_id: idOf(plan.japanTech),
        japan_sale_id: idOf(plan.japanSale),
        plans: plan.plans,
        payments: plan.payments,
        link_document: plan.link,
        technology_ids: plan.technologies.map((t) => technologyIds.get(t)).filter((t) => t !== undefined),
        domain: plan.domain,
        description: plan.description,
      };
      // A new project with every field; one of the organisation seed's gets its fields once (the
      // link is the mark: whatever a manager changed afterwards stays).
      await tx
        .insert(projects)
        .values({ code: plan.code, name: plan.name, ...fields })
        .onConflictDoNothing();
      const [row] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.code, plan.code));
      if (!row) continue;
      const projectId = row.id;
      const { start_date: _s, end_date: _e, customer_id: _c, ...filled } = fields;
      await tx
        .update(projects)
        .set(filled)
        .where(and(eq(projects.id, projectId), isNull(projects.link_document)));

      // Members: the PM and top rows (the top's default effort is their share), then the members.
      await tx
        .insert(projectMembers)
        .values([
          { project_id: projectId, employee_id: pmId, role: 'PM' },
          { project_id: projectId, employee_id: topId, role: 'TOP', effort_default: plan.topEffort },
        ])
        .onConflictDoNothing();
      await tx
        .update(projectMembers)
        .set({ effort_default: plan.topEffort })
        .where(
          and(
            eq(projectMembers.project_id, projectId),
            eq(projectMembers.role, 'TOP'),
            isNull(projectMembers.effort_default),
          ),
        );
      const memberships: Membership[] = [
        {
          employeeId: pmId,
          role: 'PM',
          part: 'PM',
          from: plan.start,
          until: plan.end,
          plan: { email: plan.pm, position: 'PM', type: 1, effort: plan.pmEffort },
        },
        {
          employeeId: topId,
          role: 'TOP',
          part: 'TOP',
          from: plan.start,
          until: plan.end,
          plan: { email: plan.top, position: 'OTHER', type: 1, effort: plan.topEffort },
        },
      ];
      for (const member of plan.members) {
        const person = people.get(member.email);
        if (!person) continue;
        const from = maxDate(maxDate(member.from ?? plan.start, plan.start), person.joined ?? plan.start);
        const ends = [member.until, person.resigned ?? undefined].filter((d): d is string => !!d);
        const until = ends.length ? ends.reduce(minDate) : null;
        if ((until !== null && until < from) || from > plan.end) continue;
        const values = {
          position: member.position,
          type: member.type,
          start_date: from,
          end_date: until,
          effort_default: member.effortDefault ?? null,
        };
        await tx
          .insert(projectMembers)
          .values({ project_id: projectId, employee_id: person.id, role: 'MEMBER', ...values })
          .onConflictDoNothing();
        await tx
          .update(projectMembers)
          .set(values)
          .where(
            and(
              eq(projectMembers.project_id, projectId),
              eq(projectMembers.employee_id, person.id),
              eq(projectMembers.role, 'MEMBER'),
              isNull(projectMembers.position),
            ),
          );
        memberships.push({
          employeeId: person.id,
          role: 'MEMBER',
          part: member.position === 'LEADER' ? 'LEADER' : 'OTHER',
          from,
          until: until === null ? plan.end : minDate(until, plan.end),
          plan: member,
        });
      }

      // A year of effort: a row per member and month of the twelve up to this one (or the project's
      // last) they worked here, a few weeks overriding their month; shadows are not billed (rate 0).
      const month = monthOf(minDate(today, plan.end));
      const window = demoEffortMonths(today, plan.end);
      const efforts = memberships.flatMap((ms) => {
        const rate = ms.plan.type === 3 ? 0 : null;
        const rows = window.flatMap((mon, i) => {
          const offset = i - 11;
          if (lastDayOf(mon) < ms.from || `${mon}-01` > ms.until) return [];
          const effort = ms.plan.byOffset?.[offset] ?? ms.plan.effort;
          return [{ start_date: `${mon}-01`, end_date: lastDayOf(mon), effort, set_value: rate }];
        });
        const weeks = (ms.plan.weeks ?? []).flatMap(({ offset, effort }) => {
          const week = demoEffortWeek(addMonths(month, offset));
          if (week.start < ms.from || week.end > ms.until) return [];
          return [{ start_date: week.start, end_date: week.end, effort, set_value: rate }];
        });
        return [...rows, ...weeks].map((r) => ({ project_id: projectId, employee_id: ms.employeeId, ...r }));
      });
      if (efforts.length) await tx.insert(projectEfforts).values(efforts).onConflictDoNothing();

      // Twelve weeks of reviews up to this week (or the project's last), by the PM.
      const newest = mondayOf(minDate(today, plan.end));
      const reviews = Array.from({ length: 12 }, (_, i) => 11 - i)
        .map((ago) => ({ ago, monday: addDays(newest, -7 * ago) }))
        .filter(({ monday }) => monday >= mondayOf(plan.start))
        .map(({ ago, monday }) => {
          const event = plan.events[ago];
          const weeksIn = Math.floor(daysFrom(plan.start, monday) / 7);
          const note = event?.note ?? plan.notes[weeksIn % plan.notes.length] ?? null;
          const at = stamp(addDays(monday, 4), 17 * 60 + 30, today);
          return {
            project_id: projectId,
            start_date: monday,
            end_date: addDays(monday, 6),
            note,
            ...event?.items,
            updated_by: pmId,
            created_at: at,
            updated_at: at,
          };
        });
      if (reviews.length) await tx.insert(projectReviews).values(reviews).onConflictDoNothing();

      // Kick-off and bonus history: who was on the project that day, each with their bonus.
      const known = await tx
        .select({
          type: projectActivities.type,
          date: projectActivities.date,
          title: projectActivities.title,
        })
        .from(projectActivities)
        .where(eq(projectActivities.project_id, projectId));
      for (const a of plan.activities) {
        if (a.date > today || a.date < plan.start || a.date > plan.end) continue;
        if (known.some((k) => k.type === a.type && k.date === a.date && k.title === a.title)) continue;
        const list = memberships
          .filter((ms) => ms.from <= a.date && a.date <= ms.until && a.bonus[ms.part] !== undefined)
          .filter((ms, i, all) => all.findIndex((x) => x.employeeId === ms.employeeId) === i)
          .map((ms) => ({ employee_id: ms.employeeId, bonus: a.bonus[ms.part] ?? 0 }));
        if (!list.length) continue;
        const sum = list.reduce((s, e) => s + e.bonus, 0);
        const at = stamp(a.date, 19 * 60, today);
        const [activity] = await tx
          .insert(projectActivities)
          .values({
            project_id: projectId,
            type: a.type,
            date: a.date,
            time: a.time,
            total_budget: roundUp(sum + a.extra, 10_000),
            title: a.title,
            note: a.note,
            created_by: pmId,
            created_at: at,
            updated_at: at,
          })
          .returning({ id: projectActivities.id });
        if (!activity) continue;
        await tx
          .insert(projectActivityEmployees)
          .values(list.map((e) => ({ activity_id: activity.id, ...e })))
          .onConflictDoNothing();
      }

      // Contracts: done, running, in negotiation or cancelled.
      await tx
        .insert(contractHistories)
        .values(
          plan.contracts.map((c) => {
            const status = c.status ?? (c.end < today ? 3 : c.start <= today ? 2 : 1);
            return {
              project_id: projectId,
              contract_number: c.number,
              signed_date: status === 1 ? null : addDays(c.start, -10),
              start_date: c.start,
              end_date: c.end,
              value_man_month: c.manMonths,
              value_yen: c.yen,
              status,
              note: c.note,
            };
          }),
        )
        .onConflictDoNothing();
    }
  });
}

// Pictures ---------------------------------------------------------------------------------------

/** The codes of the demo projects (the organisation seed's and this module's). */
export const DEMO_PROJECT_CODES = ['ALPHA', 'BETA', 'GAMMA', 'DELTA', 'EPSILON'] as const;

const PALETTES = [
  ['#1e3a8a', '#60a5fa', '#fbbf24'],
  ['#064e3b', '#34d399', '#f59e0b'],
  ['#7c2d12', '#fb923c', '#fde68a'],
  ['#4c1d95', '#a78bfa', '#f472b6'],
  ['#0f172a', '#38bdf8', '#facc15'],
  ['#831843', '#f9a8d4', '#a7f3d0'],
] as const;
const SHIRTS = ['#ef4444', '#3b82f6', '#10b981', '#f59e0b', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316'];
const ACTIVITY_LABELS: Record<string, string> = {
  KICK_OFF: 'Kick-off',
  PROJECT_BONUS: 'Project bonus',
  HOT_BONUS: 'Hot bonus',
  MTG_KICK_OFF: 'Kick-off meeting',
  PARTY_KICK_OFF: 'Kick-off party',
  TEAM_BUILDING: 'Team building',
  MTG_CLOSE_PROJECT: 'Closing meeting',
  OTHER: 'Activity',
};

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pickOf = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

type Scene = 'team' | 'board' | 'city';

/** A 960×540 picture: a sky, a scene (a team, a whiteboard or a skyline) and a banner with the title. */
export function demoSceneSvg(scene: Scene, title: string, subtitle: string, seed: number): string {
  const [dark, light, accent] = pickOf(PALETTES, seed);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`,
    '<rect width="960" height="540" fill="url(#sky)"/>',
    `<circle cx="${780 - (seed % 5) * 60}" cy="210" r="56" fill="${accent}" opacity="0.9"/>`,
    `<path d="M0 430 Q 240 ${360 + (seed % 4) * 15} 480 420 T 960 410 V 540 H 0 Z" fill="${dark}" opacity="0.25"/>`,
  ];
  if (scene === 'city') {
    for (let i = 0; i < 12; i++) {
      const h = 120 + ((seed * 37 + i * 53) % 180);
      const x = i * 80 + 4;
      parts.push(`<rect x="${x}" y="${500 - h}" width="70" height="${h}" fill="${dark}" opacity="0.85"/>`);
      for (let w = 0; w < Math.floor(h / 40); w++)
        parts.push(
          `<rect x="${x + 12}" y="${500 - h + 14 + w * 36}" width="14" height="16" fill="${accent}" opacity="0.8"/><rect x="${x + 42}" y="${500 - h + 14 + w * 36}" width="14" height="16" fill="${accent}" opacity="0.6"/>`,
        );
    }
    parts.push(`<rect y="500" width="960" height="40" fill="${dark}"/>`);
  } else if (scene === 'board') {
    parts.push(
      '<rect x="150" y="170" width="660" height="300" rx="10" fill="#ffffff" stroke="#334155" stroke-width="8"/>',
    );
    for (let c = 0; c < 3; c++) {
      parts.push(
        `<text x="${260 + c * 220}" y="205" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#334155" text-anchor="middle">${['To do', 'Doing', 'Done'][c]}</text>`,
      );
      for (let r = 0; r < 2 + ((seed + c) % 3); r++)
        parts.push(
          `<rect x="${190 + c * 220 + (r % 2) * 70}" y="${225 + Math.floor(r / 2) * 80 + (r % 2) * 12}" width="62" height="58" fill="${pickOf(SHIRTS, seed + c * 3 + r)}" opacity="0.85" transform="rotate(${((r + c) % 3) - 1} ${220 + c * 220} 260)"/>`,
        );
    }
    parts.push('<rect x="440" y="470" width="80" height="60" fill="#334155"/>');
  } else {
    const n = 6 + (seed % 3);
    for (let i = 0; i < n; i++) {
      const x = 480 - ((n - 1) * 110) / 2 + i * 110;
      const y = 380 + (i % 2) * 18;
      parts.push(
        `<rect x="${x - 42}" y="${y}" width="84" height="150" rx="38" fill="${pickOf(SHIRTS, seed + i)}"/>`,
        `<circle cx="${x}" cy="${y - 34}" r="34" fill="#f1c27d"/>`,
        `<path d="M${x - 34} ${y - 40} a34 34 0 0 1 68 0 q-34 -18 -68 0z" fill="#3f2a1d"/>`,
      );
    }
  }
  parts.push(
    `<rect x="0" y="0" width="960" height="120" fill="${dark}" opacity="0.88"/>`,
    `<text x="40" y="66" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="bold" fill="#ffffff">${xml(title)}</text>`,
    `<text x="42" y="102" font-family="DejaVu Sans, sans-serif" font-size="24" fill="${accent}">${xml(subtitle)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">${parts.join('')}</svg>`;
}

const PROJECT_SCENES: ReadonlyArray<readonly [Scene, string]> = [
  ['team', 'The team'],
  ['board', 'Sprint board'],
  ['city', 'On site'],
];

/**
 * Pictures for the demo projects (2–3 each) and their kick-off and bonus activities (1–3 each),
 * drawn as PNG and kept in the blob store with a `project_files` row. Only where a project or an
 * activity has no picture yet, so a second run adds nothing and uploads stay. Returns how many.
 */
export async function seedDemoProjectFiles(db: Db, blobs: BlobStore): Promise<number> {
  const list = await db
    .select({ id: projects.id, code: projects.code, name: projects.name })
    .from(projects)
    .where(inArray(projects.code, [...DEMO_PROJECT_CODES]))
    .orderBy(projects.code);
  const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();
  let stored = 0;
  const store = async (
    projectId: number,
    owner: 'project_image' | 'activity_image',
    ownerId: number | null,
    name: string,
    svg: string,
    by: number | null,
  ) => {
    const data = await png(svg);
    const key = await blobs.put('projects', 'png', data);
    await db.insert(projectFiles).values({
      project_id: projectId,
      owner,
      owner_id: ownerId,
      blob_key: key,
      name,
      mime: 'image/png',
      size: data.length,
      created_by: by,
    });
    stored += 1;
  };
  for (const [pi, p] of list.entries()) {
    const slug = p.code.toLowerCase();
    const [pm] = await db
      .select({ id: projectMembers.employee_id })
      .from(projectMembers)
      .where(and(eq(projectMembers.project_id, p.id), eq(projectMembers.role, 'PM')))
      .orderBy(projectMembers.id)
      .limit(1);
    const by = pm?.id ?? null;
    const [has] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(projectFiles)
      .where(and(eq(projectFiles.project_id, p.id), eq(projectFiles.owner, 'project_image')));
    if (!has?.n) {
      for (const [i, [scene, caption]] of PROJECT_SCENES.slice(0, 2 + (pi % 2)).entries())
        await store(
          p.id,
          'project_image',
          null,
          `${slug}-${scene}.png`,
          demoSceneSvg(scene, `${p.name}: ${caption}`, p.code, pi * 3 + i),
          by,
        );
    }
    const activities = await db
      .select({
        id: projectActivities.id,
        type: projectActivities.type,
        date: projectActivities.date,
        createdBy: projectActivities.created_by,
      })
      .from(projectActivities)
      .where(eq(projectActivities.project_id, p.id))
      .orderBy(projectActivities.date, projectActivities.id);
    const pictured = new Set(
      (
        await db
          .select({ ownerId: projectFiles.owner_id })
          .from(projectFiles)
          .where(and(eq(projectFiles.project_id, p.id), eq(projectFiles.owner, 'activity_image')))
      ).map((f) => f.ownerId),
    );
    for (const [ai, a] of activities.entries()) {
      if (pictured.has(a.id)) continue;
      const label = ACTIVITY_LABELS[a.type] ?? 'Activity';
      const count = 1 + ((pi + ai) % 3);
      for (let i = 0; i < count; i++) {
        const scene: Scene = i === 0 ? 'team' : i === 1 ? 'board' : 'city';
        await store(
          p.id,
          'activity_image',
          a.id,
          `${slug}-${a.type.toLowerCase().replace(/_/g, '-')}-${a.date}-${i + 1}.png`,
          demoSceneSvg(scene, label, `${p.name} · ${a.date}`, pi * 7 + ai * 2 + i),
          a.createdBy ?? by,
        );
      }
    }
  }
  return stored;
}
