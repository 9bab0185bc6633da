/** Business constants of SPEC 9. Every number used by a rule lives here, read by server and web. */

export const LOCALES = ['ja', 'en', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

export const PASSWORD_MIN_LENGTH = 6;
/** A bcrypt-style upper bound so a huge password cannot be used to burn CPU in argon2. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const REASON_MAX_LENGTH = 512;
export const REMOTE_NOTE_MAX_LENGTH = 255;

export const PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const SUCCESS_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 10_000;
export const DRAWER_WIDTH = 720;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';

/** Login throttling: attempts per IP per window, failed attempts per account per window. */
export const LOGIN_LIMIT_PER_IP = 30;
export const LOGIN_LIMIT_PER_IP_WINDOW_SECONDS = 60;
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURES_PER_ACCOUNT_WINDOW_SECONDS = 15 * 60;

/** Token lifetime; the token cookie lasts expires_in seconds = expires_in / 86400 days (SPEC 9). */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
/**
 * The browser's session: the server sets the token in this HttpOnly cookie, sent to the API only.
 * A write authenticated by it must carry the CSRF header below, which a cross-site form cannot set.
 */
export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_PATH = '/api';
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'staffhub';

/** The four member companies (SPEC 3). Japan runs on Tokyo time, the others on Vietnam time. */
export const COMPANIES = [
  { id: 1, code: 'JAPAN', country: 'JP', timeZone: 'Asia/Tokyo' },
  { id: 2, code: 'HANOI', country: 'VN', timeZone: 'Asia/Ho_Chi_Minh' },
  { id: 3, code: 'CRM', country: 'VN', timeZone: 'Asia/Ho_Chi_Minh' },
  { id: 4, code: 'AI', country: 'VN', timeZone: 'Asia/Ho_Chi_Minh' },
] as const;

export const GENDERS = [1, 2] as const; // 1 male, 2 female
export const WORK_TYPES = [0, 1, 2] as const; // 0 internship, 1 part-time, 2 full-time
export const JAPANESE_LEVELS = [0, 1, 2, 3, 4, 5] as const; // 0 none, 1..5 = N1..N5
export const JOB_LEVELS = [1, 2, 3, 4, 5] as const; // Dev1..Dev5
export const RANKS = [1, 2, 3] as const;
export const APPROVAL_STATUSES = [1, 2, 3] as const; // 1 pending, 2 approved, 3 rejected

export const DEPARTMENT_CODES = { ADMIN: 'ADMIN', PR: 'PR', HR: 'HR' } as const;
export const JOB_TITLE_CODES = {
  DIRECTOR: 'DIRECTOR',
  MANAGER: 'MANAGER',
  LEADER: 'LEADER',
  STAFF: 'STAFF',
} as const;

export const HOLIDAY_YEARS = { from: 2024, to: 2028 } as const;

/** Notification types of SPEC 3; others may exist and are shown with a generic text. */
export const NOTIFICATION_TYPES = [
  'ADDITIONAL_TIMESHEET',
  'OVERTIME_REQUEST',
  'SABBATICAL_LEAVE_REQUEST',
  'REMOTE_WORKING_REQUEST',
  'SHORT_LEAVE_REQUEST',
  'FORGOT_CHECKIN_CHECKOUT',
  /** A reminder to submit a month (HR's month close, and the scheduled reminders). */
  'SUBMIT_TIMESHEET_REMINDER',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** SPEC 2: these open the side drawer; the others go to their own url. */
export const DRAWER_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'ADDITIONAL_TIMESHEET',
  'OVERTIME_REQUEST',
  'REMOTE_WORKING_REQUEST',
];

/** SPEC 9 office hours, minutes since midnight: 08:00-12:00 and 13:30-17:30 (480 minutes). */
export const OFFICE_WINDOWS = [
  [8 * 60, 12 * 60],
  [13 * 60 + 30, 17 * 60 + 30],
] as const;
export const OFFICE_START = 8 * 60;
export const OFFICE_END = 17 * 60 + 30;
export const LUNCH_BREAK = [12 * 60, 13 * 60 + 30] as const;
/** 17:30-18:00: not office, not overtime. */
export const EVENING_BREAK = [17 * 60 + 30, 18 * 60] as const;
/** Weekday overtime counts from 18:00. */
export const WEEKDAY_OT_START = 18 * 60;
export const MINUTES_PER_WORKDAY = 480;
export const OT_RATE_WEEKDAY = 150;
export const OT_RATE_REST_DAY = 200;
/** SPEC 9: submission and dashboard additions from the 1st to the 5th of the next month. */
export const SUBMIT_WINDOW_LAST_DAY = 5;
/** Longest range of GET /user/timesheets with start_date / end_date. */
export const MAX_TIMESHEET_RANGE_DAYS = 62;
/** Weekend days (0 Sunday, 6 Saturday). */
export const WEEKEND_DAYS = [0, 6] as const;
