/** Small cells shared by the timesheet tables, the calendar and the header control. */
import type { TimesheetNote, TimesheetStatus } from '@staffhub/domain';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimesheetRow } from '../../../api/timesheets';
import { formatDuration, isZeroDuration } from '../format';

export const STATUS_COLORS: Record<TimesheetStatus, string> = {
  complete: 'green',
  missing_check_in: 'red',
  missing_check_out: 'volcano',
  day_off: 'default',
  holiday: 'magenta',
  leave: 'blue',
  in_progress: 'processing',
  future: 'default',
};

/** A muted dash for "nothing": zero durations and missing times. */
export function Dash() {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" aria-label={t('timesheets.list.noValue')}>
      –
    </Typography.Text>
  );
}

/** Minutes as H:MM; zero as a muted dash. */
export function Duration({ minutes }: { minutes: number | null | undefined }) {
  if (isZeroDuration(minutes)) return <Dash />;
  return <span className="app-num">{formatDuration(minutes ?? 0)}</span>;
}

/** An HH:mm time, or a muted dash. */
export function TimeValue({ value }: { value: string | null | undefined }) {
  if (!value) return <Dash />;
  return <span className="app-num">{value}</span>;
}

export function StatusTag({ status }: { status: TimesheetStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} className="app-status-tag">
      {t(`timesheets.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** The translated note codes, the holiday's name with the HOLIDAY code. */
export function noteText(row: Pick<TimesheetRow, 'note' | 'holiday_name'>, t: (key: string) => string) {
  return row.note.map((code: TimesheetNote) => {
    const label = t(`timesheets.note.${code}`);
    return code === 'HOLIDAY' && row.holiday_name ? `${label}: ${row.holiday_name}` : label;
  });
}

export function NoteCell({ row }: { row: Pick<TimesheetRow, 'note' | 'holiday_name'> }) {
  const { t } = useTranslation();
  const notes = noteText(row, t);
  if (notes.length === 0) return <Dash />;
  return (
    <Space size={[4, 4]} wrap>
      {notes.map((text) => (
        <Tag key={text} variant="filled" className="app-note-tag">
          {text}
        </Tag>
      ))}
    </Space>
  );
}

/** A long note ("short leave approved…") wraps inside a phone's narrow status column. */
const WRAPPING = { whiteSpace: 'normal' } as const;

/**
 * A day's state in one cell: its status tag, then its lateness and early leave (as the list's
 * "Late" and "Left early" columns give them) and its notes.
 */
export function DayStatus({
  row,
}: {
  row: Pick<TimesheetRow, 'status' | 'late_time' | 'early_time' | 'note' | 'holiday_name'>;
}) {
  const { t } = useTranslation();
  const marks: Array<{ key: string; text: string; color?: string }> = [];
  if (row.late_time > 0)
    marks.push({
      key: 'late',
      text: `${t('timesheets.columns.lateTime')} ${formatDuration(row.late_time)}`,
      color: 'orange',
    });
  if (row.early_time > 0)
    marks.push({
      key: 'early',
      text: `${t('timesheets.columns.earlyTime')} ${formatDuration(row.early_time)}`,
      color: 'orange',
    });
  for (const text of noteText(row, t)) marks.push({ key: text, text });
  return (
    <Space size={[4, 4]} wrap>
      <StatusTag status={row.status} />
      {marks.map((mark) => (
        <Tag
          key={mark.key}
          className={mark.color ? 'app-status-tag' : 'app-note-tag'}
          {...(mark.color ? { color: mark.color } : { variant: 'filled' as const })}
          style={WRAPPING}
        >
          {mark.text}
        </Tag>
      ))}
    </Space>
  );
}
