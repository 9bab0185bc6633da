/** Stable error codes of SPEC 8. The web translates by code; `message` is English for API users. */
export const ErrorCode = {
  VALIDATION: 4220,
  UNAUTHENTICATED: 4010,
  FORBIDDEN: 4030,
  NOT_FOUND: 4040,
  /** Passed on silently by the web (SPEC 8). */
  SILENT_NOT_FOUND: 4042,
  PAYLOAD_TOO_LARGE: 4130,
  UNSUPPORTED_MEDIA: 4150,
  BAD_REQUEST: 4000,
  INVALID_CREDENTIALS: 4011,
  /** The person has resigned: the account no longer signs in. */
  ACCOUNT_INACTIVE: 4012,
  DAYS_OFF_MIN: 4009,
  LEAVE_OVERLAP: 4069,
  LEAVE_AFTER_SUBMIT: 4070,
  LEAVE_APPROVE_AFTER_SUBMIT: 4071,
  TOO_MANY_REQUESTS: 4291,
  OT_NOT_FOUND: 4292,
  TIMESHEET_REQUEST_NOT_FOUND: 4293,
  LEAVE_NOT_FOUND: 4294,
  OT_DELETE_FINAL: 4295,
  OT_EDIT_FINAL: 4296,
  OT_CREATE_AFTER_SUBMIT: 4297,
  OT_WITHOUT_TIMESHEET: 4298,
  OT_TIME_MISMATCH: 4299,
  CORRECTION_CREATE_AFTER_SUBMIT: 4300,
  OT_EDIT_AFTER_SUBMIT: 4301,
  OT_DELETE_AFTER_SUBMIT: 4302,
  OT_APPROVE_AFTER_SUBMIT: 4303,
  CORRECTION_APPROVE_AFTER_SUBMIT: 4304,
  CORRECTION_EDIT_AFTER_SUBMIT: 4305,
  REMOTE_DUPLICATE: 4307,
  REMOTE_CREATE_AFTER_SUBMIT: 4308,
  REMOTE_APPROVE_AFTER_SUBMIT: 4309,
  ALREADY_CHECKED_IN: 4310,
  CHECK_IN_FIRST: 4311,
  CHECK_OUT_TOO_SOON: 4331,
  SUBMIT_WINDOW_CLOSED: 4313,
  MONTH_ALREADY_SUBMITTED: 4314,
  MONTH_NOT_SUBMITTED: 4315,
  MONTH_LOCKED: 4316,
  NOTHING_TO_COMPENSATE: 4317,
  TIMESHEET_NOT_FOUND: 4318,
  TIMESHEET_EXISTS: 4319,
  HOLIDAY_EXISTS: 4320,
  NO_APPROVER: 4321,
  ALREADY_PROCESSED: 4322,
  NOT_YOUR_TURN: 4323,
  APPROVER_NOT_ALLOWED: 4324,
  NOT_IN_PROJECT: 4325,
  OT_OVERLAP: 4326,
  OT_DATE_WINDOW: 4327,
  LEAVE_OVER_BALANCE: 4328,
  BALANCE_BELOW_ZERO: 4329,
  /** Separation of duties: HR and administrators do not adjust their own balance. */
  SELF_ADJUST: 4330,
  EMAIL_TAKEN: 4332,
  EMPLOYEE_CODE_TAKEN: 4333,
  /** An employee with requests, approval steps or timesheet days is resigned, not deleted. */
  EMPLOYEE_HAS_HISTORY: 4334,
  /** Nobody changes their own department or job title; only an administrator gives the Admin department. */
  RIGHTS_NOT_YOURS: 4335,
  /** Project names are unique whatever their case (the live check is `GET /projects/check-exists-project`). */
  PROJECT_NAME_TAKEN: 4336,
  /** A contract number is used once per project. */
  CONTRACT_NUMBER_TAKEN: 4337,
  /** A catalogue skill's name is used once per type, whatever its case. */
  SKILL_NAME_TAKEN: 4338,
  /** Check-point (issue #17): the self-assessment is done only inside the period's self window. */
  CHECKPOINT_SELF_WINDOW: 4340,
  /** Check-point: the period has ended; everything in it is read-only. */
  CHECKPOINT_CLOSED: 4341,
  /** Check-point: the review has not reached this step yet. */
  CHECKPOINT_NOT_READY: 4342,
  /** Check-point: a change request for this review already waits for a decision. */
  CHECKPOINT_CHANGE_PENDING: 4343,
  /** Check-point: the next reviewer has already sent their step; the self-assessment stays as sent. */
  CHECKPOINT_CHANGE_TOO_LATE: 4344,
  /** Check-point: the review form cannot change once a self-assessment was sent in the period. */
  CHECKPOINT_FORM_IN_USE: 4345,
  /** News (issue #18): an editor image is not a PNG or JPEG of at most 2000 KB (checked by content). */
  NEWS_IMAGE_INVALID: 4350,
  /** News: nothing is left of the body after sanitizing. */
  NEWS_BODY_EMPTY: 4351,
  /** Seats (issue #18): the seat chosen already has someone (a move clears it first). */
  SEAT_TAKEN: 4360,
  /** Seats: a resigned employee is not seated. */
  SEAT_PERSON_LEFT: 4361,
  /** Vote (issue #18): a ballot or an end outside the running state. */
  VOTE_NOT_RUNNING: 4370,
  /** Vote: start on a vote that is running or finished. */
  VOTE_ALREADY_STARTED: 4371,
  /** Vote: start with fewer than two choices. */
  VOTE_NEEDS_CHOICES: 4372,
  /** Vote: choices are set before the start only (reset reopens them). */
  VOTE_CHOICES_LOCKED: 4373,
  /** Check-in rules (issue #20): this check-in comes from outside the company's networks, on a day without approved remote work. */
  CHECK_IN_NETWORK: 4380,
  DELEGATION_OVER: 4390,
  URI_TOO_LONG: 4140,
  INTERNAL: 5000,
  TRY_AGAIN: 5001,
  OLD_PASSWORD_INCORRECT: 5014,
  REQUEST_DATE_EXISTS: 5044,
  PERIOD_REGISTERED: 5069,
  OT_NO_ATTENDANCE: 5070,
  EVALUATED_ONCE_SELF: 5071,
  EVALUATED_ONCE_PM: 5072,
  EVALUATED_ONCE_DM: 5073,
  EVALUATED_ONCE_INTERVIEW: 5074,
  EVALUATED_ONCE_RESULT: 5075,
  UNAPPROVED_REQUESTS_REMAIN: 5076,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** English text per code, used as the `message` of an error body. */
export const errorMessages: Record<ErrorCode, string> = {
  4220: 'The given data was invalid.',
  4010: 'Unauthenticated.',
  4030: 'You do not have permission to do this.',
  4040: 'Not found.',
  4042: 'Not found.',
  4130: 'The request body is too large.',
  4150: 'Unsupported content type.',
  4000: 'Malformed request.',
  4011: 'Email or password is incorrect.',
  4012: 'This account is no longer active: the person has left the company.',
  4009: 'Days off must be at least 0.5.',
  4069: 'Leave is already registered in an earlier request.',
  4070: 'Leave cannot be created: the timesheet is already submitted.',
  4071: 'Leave cannot be approved after the timesheet was submitted.',
  4291: 'Too many requests. Please wait and try again.',
  4292: 'The overtime request does not exist.',
  4293: 'The timesheet request does not exist.',
  4294: 'The leave request does not exist.',
  4295: 'An approved or rejected overtime request cannot be deleted.',
  4296: 'An approved or rejected overtime request, or one older than 7 days, cannot be edited.',
  4297: 'Overtime cannot be created for a submitted month.',
  4298: 'Overtime cannot be created without a timesheet.',
  4299: 'The overtime does not match the actual timesheet.',
  4300: 'A correction cannot be created after submission.',
  4301: 'Overtime cannot be edited after submission.',
  4302: 'Overtime cannot be deleted after submission.',
  4303: 'Overtime cannot be approved after submission.',
  4304: 'A correction cannot be approved after submission.',
  4305: 'A correction cannot be edited after submission.',
  4307: 'The remote day is already registered.',
  4308: 'Already submitted: remote work cannot be created.',
  4309: 'Remote work cannot be approved after submission.',
  4310: 'You have already checked in today.',
  4311: 'Check in before checking out.',
  4331: 'Check out at least one minute after checking in.',
  4313: 'Timesheets can be submitted or reopened only from the 1st to the 5th of the next month.',
  4314: 'This month is already submitted.',
  4315: 'This month is not submitted.',
  4316: 'This month is submitted: its timesheet cannot be changed.',
  4317: 'There is no shortfall to compensate with overtime this month.',
  4318: 'The timesheet day does not exist.',
  4319: 'A timesheet already exists for this employee and date.',
  4320: 'A holiday already exists on this date.',
  4321: 'No approver is available for you: ask an administrator to set your approvers.',
  4322: 'This request has already been processed.',
  4323: 'It is not your turn to approve this request.',
  4324: 'The chosen approver may not approve this request.',
  4325: 'You are not a member of this project.',
  4326: 'This overtime overlaps another overtime request of the same day.',
  4327: 'Overtime can be registered only for today and the 7 days before.',
  4329: 'This adjustment takes the balance below zero: confirm it to proceed.',
  4330: 'You cannot adjust your own leave balance: ask another HR member.',
  4332: 'This e-mail address is already used by another employee.',
  4333: 'This employee code is already used by another employee.',
  4334: 'This employee has requests or timesheet days and cannot be deleted: record their resignation instead.',
  4335: 'You cannot change your own department or job title, and only an administrator gives the Admin department.',
  4336: 'Another project already has this name.',
  4337: 'This project already has a contract with this number.',
  4338: 'This type already has a skill with this name.',
  4340: 'The self-assessment can be filled in only during the self-assessment period.',
  4341: 'This check-point period has ended: its reviews can no longer be changed.',
  4342: 'This review has not reached this step yet.',
  4343: 'A change request for this review is already waiting for a decision.',
  4344: 'The next reviewer has already sent their assessment: the self-assessment can no longer be changed.',
  4345: 'The review form cannot be changed once a self-assessment has been sent.',
  4350: 'A news image must be a PNG or JPEG picture of at most 2000 KB.',
  4351: 'The news text is empty once unsafe content is removed.',
  4360: 'Someone already sits on this seat: move them first or choose another seat.',
  4361: 'This person has left the company and cannot be given a seat.',
  4370: 'This vote is not open: it has not started or it has already ended.',
  4371: 'This vote has already started or ended: reset it to start again.',
  4372: 'A vote needs at least two choices before it starts.',
  4373: 'The choices cannot be changed while the vote runs or after it has ended.',
  4380: "Check-in is allowed only from your company's office network, or on a day of approved remote work.",
  4390: 'This delegation has already ended or been cancelled.',
  4328: 'Not enough leave balance: the request takes more days than are available.',
  4140: 'The request URL is too long.',
  5000: 'An error has occurred. Please try again later.',
  5001: 'An error has occurred. Please try again later.',
  5014: 'The old password is incorrect.',
  5044: 'A request for this date already exists.',
  5069: 'This period is already registered.',
  5070: 'The overtime date has no attendance data.',
  5071: 'This can be evaluated only once.',
  5072: 'This can be evaluated only once.',
  5073: 'This can be evaluated only once.',
  5074: 'This can be evaluated only once.',
  5075: 'This can be evaluated only once.',
  5076: 'Unapproved requests remain: a correction cannot be added.',
};

/** HTTP status used for each code. */
export function httpStatusOf(code: ErrorCode): number {
  if (code === 4010 || code === 4011) return 401;
  if (code === 4030 || code === 4323 || code === 4330 || code === 4012) return 403;
  if (code === 4322 || code === 4390) return 409;
  if (code === 4040 || code === 4042 || code === 4292 || code === 4293 || code === 4294 || code === 4318)
    return 404;
  if (code === 4130) return 413;
  if (code === 4150) return 415;
  if (code === 4140) return 414;
  if (code === 4220) return 422;
  if (code === 4291) return 429;
  if (code === 4000) return 400;
  if (code === 5000 || code === 5001) return 500;
  return 422;
}

/** One field's failed rule: the web translates `rule` with the field's label and `params`. */
export interface FieldError {
  rule: string;
  message: string;
  params?: Record<string, string | number>;
}
export type FieldErrors = Record<string, FieldError[]>;

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
}

/** The rule of a field error that carries a refusal's own code (the web shows `errors.<code>`). */
export const CODE_RULE = 'code';

/**
 * A refusal with its own code that concerns given fields: each field gets that code's message, so
 * a form shows it under the field rather than only in a toast.
 */
export function codeFieldErrors(code: ErrorCode, fields: readonly string[]): FieldErrors {
  const error: FieldError = { rule: CODE_RULE, message: errorMessages[code], params: { code } };
  return Object.fromEntries(fields.map((f) => [f, [error]]));
}
