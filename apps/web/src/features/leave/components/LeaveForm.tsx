/**
 * The leave form of the create and update pages (SPEC 2, 5): the span (dates and office times),
 * the type, the reason, the separate paid leave cause (type 2), a note and the approvers. The day
 * count follows every change: counted in the browser at once (the domain's rule and the company's
 * holidays), then confirmed by the server's get-calculate-day-leave.
 */

import type { LeaveCommons } from '@staffhub/domain';
import {
  firstWorkday,
  fromMinutes,
  LEAVE_REASONS,
  LEAVE_TYPES,
  type LeaveReason,
  leaveEndAfter,
  OFFICE_END,
  OFFICE_START,
  PAID_LEAVE_ALLOWANCE_DAYS,
  PAID_LEAVE_CAUSES,
  type PaidLeaveCause,
  PHYSIOLOGICAL_MAX_MINUTES,
  physiologicalLeaveErrors,
  REASON_MAX_LENGTH,
  WIRE_DATE_FORMAT,
  ZLeaveInput,
} from '@staffhub/domain';
import { Alert, App, Form, type FormInstance, type FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { ApiError } from '../../../api/http';
import { LEAVE_LABELS, useLeaveCalculation } from '../../../api/leave';
import { translateFieldError } from '../../../api/validation';
import { i18n } from '../../../i18n';
import { ApproverFields } from '../../../requests/ApproverFields';
import {
  DateField,
  RequesterFields,
  RequestForm,
  SelectField,
  TextField,
  TimeField,
} from '../../../requests/fields';
import type { FormFrame } from '../../../requests/RequestForms';
import { defaultApprovers } from '../../../requests/rules';
import { todayIn } from '../../timesheets/dateRange';
import { useDebouncedValue, useHolidaySet } from '../hooks';
import {
  COMPENSATED,
  type CountProblem,
  countProblem,
  type LeaveFormValues,
  limitMessage,
  liveDayCount,
  minuteStepFor,
  officeDisabledTime,
  PHYSIOLOGICAL,
  PHYSIOLOGY_REASON,
  SEPARATE_PAID,
  yearsOf,
} from '../rules';
import { DayCountPanel } from './DayCountPanel';

/**
 * After a 422 the HTTP client has put the generic messages on the fields; the server's limits
 * (`max_value`) are said again in words that name what ran out.
 */
export function showLimitMessages(form: FormInstance, error: unknown, type: number | null | undefined) {
  if (!(error instanceof ApiError) || !error.fieldErrors) return;
  const fields = Object.entries(error.fieldErrors).flatMap(([field, list]) => {
    const texts = list.map((fe) => {
      const limit = limitMessage(field, fe, type);
      return limit ? i18n.t(limit.key, limit.params) : translateFieldError(field, fe, LEAVE_LABELS);
    });
    return field === '_' ? [] : [{ name: field, errors: texts }];
  });
  if (fields.length) form.setFields(fields as never);
}

/** The text of a count problem (the warnings beside the count and before sending). */
export function problemText(problem: CountProblem): string {
  switch (problem.kind) {
    case 'empty':
      return i18n.t('leave.problems.empty');
    case 'tooShort':
      return i18n.t('leave.problems.tooShort', { min: problem.min });
    case 'overAvailable':
      return i18n.t('leave.problems.overAvailable', { available: problem.available });
    case 'overAllowance':
      return i18n.t('leave.problems.overAllowance', { allowance: problem.allowance });
    case 'overPhysiological':
      return i18n.t('leave.problems.overPhysiological', { max: problem.max });
    case 'overMonthMinutes':
      return i18n.t('leave.problems.overMonthMinutes', { remaining: problem.remaining });
    case 'noRequestsLeft':
      return i18n.t('leave.problems.noRequestsLeft');
  }
}

interface Props {
  frame: FormFrame<LeaveFormValues>;
  /** The form data: approvers, balance and physiological usage (already adjusted for an edit). */
  commons: LeaveCommons | undefined;
}

export function LeaveForm({ frame, commons }: Props) {
  const { form, readOnly, onFinish } = frame;
  const { t } = useTranslation();
  const account = useAccount();
  const companyId = account.data?.company_id;
  // Today in the company time zone (physiological leave: the current month only).
  const today = todayIn(account.data?.company_time_zone);
  const { modal } = App.useApp();
  const startDate = Form.useWatch('start_date', form);
  const startTime = Form.useWatch('start_time', form);
  const endDate = Form.useWatch('end_date', form);
  const endTime = Form.useWatch('end_time', form);
  const type = Form.useWatch('type_reason', form);
  const paidCause = Form.useWatch('paid_cause', form) as PaidLeaveCause | null | undefined;
  const isPhysiological = type === PHYSIOLOGICAL;
  const step = minuteStepFor(type);

  // The live count: the browser's at once, the server's once the span has settled.
  const values = {
    start_date: startDate,
    start_time: startTime,
    end_date: endDate,
    end_time: endTime,
    type_reason: type,
  };
  const draftSpan = liveDayCount(values)?.span ?? null;
  const holidays = useHolidaySet(companyId, yearsOf(draftSpan));
  const live = liveDayCount(values, holidays);
  const validSpan = live && !live.errors ? live.span : null;
  const settledSpan = useDebouncedValue(validSpan, 400);
  const server = useLeaveCalculation(settledSpan);
  const isSettled = JSON.stringify(settledSpan) === JSON.stringify(validSpan);
  const confirmed = validSpan && isSettled && server.data && !server.isFetching ? server.data : null;
  const minutes = confirmed?.number_minutes_off ?? live?.minutes ?? 0;
  const days = confirmed?.number_days_off ?? live?.days ?? 0;
  const problem =
    validSpan && (confirmed || !server.isFetching)
      ? countProblem(minutes, {
          type,
          paidCause,
          available: commons?.days_available,
          physiological: commons?.physiological,
        })
      : null;

  /** The span rules the server applies (office times, order), on the field they concern. */
  const spanRule =
    (field: 'start_time' | 'end_date' | 'end_time'): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const error = liveDayCount(getFieldsValue(true) as LeaveFormValues)?.errors?.[field]?.[0];
        if (error) throw new Error(translateFieldError(field, error, LEAVE_LABELS));
      },
    });
  /** A leave's start or end time: within office hours, in the type's steps. */
  const officeTime = (end: 'start' | 'end') => ({
    minuteStep: step,
    allowClear: false,
    showNow: false,
    hideDisabledOptions: true,
    disabledTime: () => officeDisabledTime(end),
    className: 'app-full-width',
  });
  const currentMonthRule: FormRule = {
    validator: async (_, value: string | null | undefined) => {
      const type_reason = form.getFieldValue('type_reason');
      const error = value
        ? physiologicalLeaveErrors({ type_reason, start_date: value, end_date: value }, today)
            ?.start_date?.[0]
        : undefined;
      if (error) throw new Error(translateFieldError('start_date', error, LEAVE_LABELS));
    },
  };

  const typeOptions = useMemo(
    () =>
      (commons?.types ?? [...LEAVE_TYPES]).map((code) => ({
        value: code,
        label: t(`leave.types.${code}`, { defaultValue: String(code) }),
      })),
    [commons?.types, t],
  );
  const reasonOptions = (
    isPhysiological ? [PHYSIOLOGY_REASON] : LEAVE_REASONS.filter((r) => r !== PHYSIOLOGY_REASON)
  ).map((code) => ({ value: code, label: t(`leave.reasons.${code}`) }));
  const allowances = commons?.paid_causes ?? PAID_LEAVE_ALLOWANCE_DAYS;
  const causeOptions = PAID_LEAVE_CAUSES.map((cause) => {
    const allowance = allowances[cause] ?? PAID_LEAVE_ALLOWANCE_DAYS[cause];
    return {
      value: cause,
      label: `${t(`leave.causes.${cause}`)} (${t('leave.units.days', { count: allowance, value: allowance })})`,
    };
  });

  /** Keeps the form coherent: physiological leave is one day with its own reason. */
  const onValuesChange = (changed: Partial<LeaveFormValues>, all: LeaveFormValues) => {
    if ('type_reason' in changed) {
      const next = changed.type_reason;
      const patch: Partial<LeaveFormValues> = {};
      if (next === PHYSIOLOGICAL) {
        patch.reason = PHYSIOLOGY_REASON;
        // Physiological leave is for the current month only.
        const start =
          all.start_date && all.start_date.slice(0, 7) === today.slice(0, 7) ? all.start_date : today;
        patch.start_date = start;
        patch.end_date = start;
        const count = liveDayCount({ ...all, start_date: start, type_reason: next });
        if (all.start_time && (!count || count.errors || count.minutes > PHYSIOLOGICAL_MAX_MINUTES)) {
          patch.end_time = leaveEndAfter(all.start_time) ?? all.end_time ?? null;
        }
      } else if (all.reason === PHYSIOLOGY_REASON) {
        patch.reason = null;
      }
      if (next !== SEPARATE_PAID) patch.paid_cause = null;
      form.setFieldsValue(patch);
    }
    if ('start_date' in changed && changed.start_date) {
      if (all.type_reason === PHYSIOLOGICAL || !all.end_date || all.end_date < changed.start_date) {
        form.setFieldsValue({ end_date: changed.start_date });
      }
    }
  };

  const handleFinish = (submitted: LeaveFormValues) => {
    if (!problem) {
      onFinish(submitted);
      return;
    }
    // SPEC 5 limits the server enforces: say so before sending, and let the user decide.
    modal.confirm({
      title: t('leave.form.problemTitle'),
      content: problemText(problem),
      okText: t('leave.form.sendAnyway'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'leave-send-anyway' } as never,
      onOk: () => onFinish(submitted),
    });
  };

  return (
    <RequestForm<LeaveFormValues>
      schema={ZLeaveInput}
      labels={LEAVE_LABELS}
      frame={{ ...frame, onFinish: handleFinish }}
      onValuesChange={onValuesChange}
      initialValues={{ note: '', approve_person_2: null, paid_cause: null }}
      testId="leave-form"
    >
      <RequesterFields employee={commons?.employee} testId="leave" />
      <div className="app-form-row">
        <SelectField
          name="type_reason"
          required
          extra={typeof type === 'number' ? t(`leave.typeHints.${type}`, { defaultValue: '' }) : undefined}
          testId="leave-type"
          select={{ placeholder: t('leave.form.chooseType'), options: typeOptions }}
        />
        <SelectField
          name="reason"
          required
          testId="leave-reason"
          select={{
            placeholder: t('leave.form.chooseReason'),
            options: reasonOptions,
            disabled: readOnly || isPhysiological,
          }}
        />
        {type === SEPARATE_PAID && (
          <SelectField
            name="paid_cause"
            required
            testId="leave-paid-cause"
            select={{ placeholder: t('leave.form.chooseCause'), options: causeOptions }}
          />
        )}
      </div>
      <div className="app-form-row">
        <DateField
          name="start_date"
          required
          rules={[currentMonthRule]}
          extra={isPhysiological ? t('leave.form.physiologicalDateHint') : undefined}
          testId="leave-start-date"
          picker={{
            allowClear: false,
            disabledDate: (day) =>
              isPhysiological && day.format(WIRE_DATE_FORMAT).slice(0, 7) !== today.slice(0, 7),
          }}
        />
        <TimeField
          name="start_time"
          required
          dependencies={['end_time', 'start_date', 'end_date']}
          rules={[spanRule('start_time')]}
          testId="leave-start-time"
          picker={officeTime('start')}
        />
        <DateField
          name="end_date"
          required
          dependencies={['start_date']}
          rules={[spanRule('end_date')]}
          testId="leave-end-date"
          picker={{
            allowClear: false,
            disabled: readOnly || isPhysiological,
            disabledDate: (day) => !!startDate && day.format(WIRE_DATE_FORMAT) < startDate,
          }}
        />
        <TimeField
          name="end_time"
          required
          dependencies={['start_time', 'start_date', 'end_date']}
          rules={[spanRule('end_time')]}
          testId="leave-end-time"
          picker={officeTime('end')}
        />
      </div>
      <div className="app-muted app-gap">{t('leave.form.officeHint')}</div>
      <DayCountPanel
        state={
          !live
            ? 'incomplete'
            : live.errors
              ? 'invalid'
              : confirmed
                ? 'confirmed'
                : server.isError && isSettled
                  ? 'unconfirmed'
                  : 'checking'
        }
        minutes={minutes}
        days={days}
        holidaysLeftOut={!!confirmed && !!live && confirmed.number_minutes_off !== live.minutes}
        type={type}
        paidCause={paidCause}
        commons={commons}
      />
      {problem && (
        <Alert
          type="warning"
          showIcon
          className="app-gap"
          data-testid="leave-count-problem"
          title={problemText(problem)}
        />
      )}
      <ApproverFields
        testId="leave"
        candidates={commons?.approveEmployees}
        placeholder={t('leave.form.chooseApprover')}
      />
      <TextField
        name="note"
        maxLength={REASON_MAX_LENGTH}
        placeholder={t('leave.form.notePlaceholder')}
        testId="leave-note"
      />
    </RequestForm>
  );
}

/** The defaults of a new request: the first working day from today, the whole office day, compensated leave, the first approvers. */
export function newLeaveValues(today: string, commons: LeaveCommons): Partial<LeaveFormValues> {
  const day = firstWorkday(today);
  return {
    start_date: day,
    start_time: fromMinutes(OFFICE_START),
    end_date: day,
    end_time: fromMinutes(OFFICE_END),
    type_reason: COMPENSATED,
    reason: null as LeaveReason | null,
    paid_cause: null,
    ...defaultApprovers(commons.approveEmployees),
  };
}
