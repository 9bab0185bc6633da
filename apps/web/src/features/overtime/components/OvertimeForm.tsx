/**
 * The overtime form of the create page, the update page and the edit modal (SPEC 2, SPEC 5).
 * Changing the project resets approver 1 to the first level-1 candidate of that project and
 * approver 2 to the first level-2 candidate (or empty); no level-1 candidate -> the popup.
 */

import type { ApprovalCandidates, IdName, OvertimeInput, OvertimeItem } from '@staffhub/domain';
import {
  addDays,
  isInOvertimeWindow,
  OT_RATE_REST_DAY,
  OT_RATE_WEEKDAY,
  OT_WINDOW_DAYS,
  overtimeMinutes,
  REASON_MAX_LENGTH,
  WIRE_DATE_FORMAT,
  ZOvertimeInput,
} from '@staffhub/domain';
import { App, Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { OVERTIME_LABELS, useApprovalCandidates } from '../../../api/overtime';
import { useUserTimesheets } from '../../../api/timesheets';
import { fieldLabel, schemaRule } from '../../../api/validation';
import { ApproverFields, toOptions } from '../../../requests/ApproverFields';
import { DateField, RequestForm, TextField, TimeField } from '../../../requests/fields';
import type { FormFrame } from '../../../requests/RequestForms';
import { defaultApprovers } from '../../../requests/rules';
import { todayIn } from '../../timesheets/dateRange';
import { formatDuration } from '../../timesheets/format';
import { overtimeDayKind } from '../duration';
import { BreakNotes } from './parts';

/** The Select value of the explicit "No project" option (the form keeps null). */
const NO_PROJECT = 0;

export interface OvertimeFormValues {
  project_id: number | null | undefined;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
  reason: string;
  note: string;
  approve_person_1: number | null | undefined;
  approve_person_2: number | null;
}

/** The form's values of a stored request (the edit modal and the update page). */
export function overtimeFormValues(item: OvertimeItem): OvertimeFormValues {
  return {
    project_id: item.project_id,
    date: item.date,
    start_time: item.start_time,
    end_time: item.end_time,
    reason: item.reason,
    note: item.note ?? '',
    approve_person_1: item.approve_person_1?.approve_employee_id ?? null,
    approve_person_2: item.approve_person_2?.approve_employee_id ?? null,
  };
}

export function toOvertimeInput(values: OvertimeFormValues): OvertimeInput {
  return {
    project_id: values.project_id ?? null,
    date: values.date ?? '',
    start_time: values.start_time ?? '',
    end_time: values.end_time ?? '',
    reason: values.reason.trim(),
    note: values.note?.trim() || null,
    approve_person_1: values.approve_person_1 ?? 0,
    approve_person_2: values.approve_person_2 ?? null,
  };
}

const projectItemProps = {
  getValueProps: (value: number | null | undefined) => ({ value: value === null ? NO_PROJECT : value }),
  normalize: (value: number | undefined) => (value === NO_PROJECT ? null : value),
};

interface Props {
  frame: FormFrame<OvertimeFormValues>;
  projects: IdName[];
  projectsLoading?: boolean;
  /** Candidates for the initial project (the edit answer); create looks them up itself. */
  initialCandidates?: ApprovalCandidates;
  /** Create: look up the candidates of this project and apply its defaults once it is known. */
  defaultsFor?: number | null;
}

export function OvertimeForm({ frame, projects, projectsLoading, initialCandidates, defaultsFor }: Props) {
  const { form } = frame;
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const account = useAccount();
  const timeZone = account.data?.company_time_zone;
  const today = todayIn(timeZone);

  /** The project whose candidates are looked up (undefined: use `initialCandidates`). */
  const [lookup, setLookup] = useState<{ projectId: number | null; reset: boolean } | undefined>(
    defaultsFor === undefined ? undefined : { projectId: defaultsFor, reset: true },
  );
  useEffect(() => {
    if (defaultsFor !== undefined) setLookup({ projectId: defaultsFor, reset: true });
  }, [defaultsFor]);

  const candidatesQuery = useApprovalCandidates(lookup?.projectId ?? null, lookup !== undefined);
  const candidates = lookup ? candidatesQuery.data : initialCandidates;

  useEffect(() => {
    if (!lookup?.reset || !candidatesQuery.data || candidatesQuery.isFetching) return;
    form.setFieldsValue(defaultApprovers(candidatesQuery.data));
    setLookup({ projectId: lookup.projectId, reset: false });
    if (candidatesQuery.data.level1.length === 0) {
      modal.warning({
        title: t('overtime.noApprover.title'),
        content: t('overtime.noApprover.content'),
        okText: t('common.ok'),
        okButtonProps: { 'data-testid': 'ot-no-approver-ok' } as never,
      });
    }
  }, [lookup, candidatesQuery.data, candidatesQuery.isFetching, form, modal, t]);

  const start = Form.useWatch('start_time', form);
  const end = Form.useWatch('end_time', form);
  const date = Form.useWatch('date', form);
  // The day's timesheet: its kind (the company's holidays) and the attendance the OT must fit in.
  const validDate = typeof date === 'string' && isInOvertimeWindow(date, today) ? date : null;
  const day = useUserTimesheets(validDate ? { start_date: validDate, end_date: validDate } : null);
  const row = validDate ? day.data?.timeSheets.find((r) => r.work_date === validDate) : undefined;
  const dayKind = overtimeDayKind(validDate, row?.day_kind);
  const minutes = overtimeMinutes(dayKind, start, end);

  // The days of the window with a whole attendance (a correction's times included): the others are
  // refused by the server (4298 / 5070), so the picker does not offer them once they are known.
  const windowDays = useUserTimesheets({ start_date: addDays(today, -OT_WINDOW_DAYS), end_date: today });
  const attended = windowDays.data
    ? new Set(
        windowDays.data.timeSheets
          .filter((r) => r.start_time_real && r.end_time_real)
          .map((r) => r.work_date),
      )
    : null;

  const windowRule = {
    validator: async (_: unknown, value: string | null | undefined) => {
      if (value && !isInOvertimeWindow(value, today)) throw new Error(t('errors.4327'));
      if (value && attended && !attended.has(value)) throw new Error(t('errors.5070'));
    },
  };

  return (
    <RequestForm<OvertimeFormValues>
      schema={ZOvertimeInput}
      labels={OVERTIME_LABELS}
      frame={frame}
      initialValues={{ reason: '', note: '', approve_person_2: null }}
      className="app-ot-form"
    >
      <div className="app-form-row">
        <Form.Item
          name="project_id"
          label={fieldLabel('project_id', OVERTIME_LABELS)}
          required
          rules={[schemaRule(ZOvertimeInput, 'project_id', OVERTIME_LABELS)]}
          {...projectItemProps}
        >
          <Select
            data-testid="ot-project"
            loading={projectsLoading}
            placeholder={t('overtime.form.chooseProject')}
            showSearch={{ optionFilterProp: 'label' }}
            options={[{ value: NO_PROJECT, label: t('overtime.noProject') }, ...toOptions(projects)]}
            onChange={(value: number) =>
              setLookup({ projectId: value === NO_PROJECT ? null : value, reset: true })
            }
          />
        </Form.Item>
        <DateField
          name="date"
          required
          rules={[windowRule]}
          extra={t('overtime.form.dateHint', { days: OT_WINDOW_DAYS })}
          testId="ot-date"
          picker={{
            allowClear: false,
            disabledDate: (day) => {
              const value = day.format(WIRE_DATE_FORMAT);
              return !isInOvertimeWindow(value, today) || (attended !== null && !attended.has(value));
            },
          }}
        />
      </div>
      <div className="app-form-row">
        <TimeField name="start_time" required dependencies={['end_time']} testId="ot-start" />
        <TimeField name="end_time" required dependencies={['start_time']} testId="ot-end" />
        <Form.Item label={t('overtime.form.duration')}>
          <div className="app-ot-duration app-num" data-testid="ot-duration" aria-live="polite">
            {minutes === null ? '–' : formatDuration(minutes)}
          </div>
        </Form.Item>
      </div>
      {validDate && !day.isPending && (
        <div className="app-muted app-gap" data-testid="ot-day-info">
          {t(dayKind === 'workday' ? 'overtime.form.rateWorkday' : 'overtime.form.rateRestDay', {
            rate: dayKind === 'workday' ? OT_RATE_WEEKDAY : OT_RATE_REST_DAY,
          })}
          {' · '}
          {row?.start_time_real && row.end_time_real
            ? t('overtime.form.attendance', { start: row.start_time_real, end: row.end_time_real })
            : t('overtime.form.noAttendance')}
        </div>
      )}
      <BreakNotes />
      <ApproverFields
        testId="ot"
        candidates={candidates}
        loading={candidatesQuery.isFetching}
        placeholder={t('overtime.form.chooseApprover')}
      />
      <TextField name="reason" required maxLength={REASON_MAX_LENGTH} testId="ot-reason" />
      <TextField name="note" rows={2} maxLength={REASON_MAX_LENGTH} testId="ot-note-field" />
    </RequestForm>
  );
}
