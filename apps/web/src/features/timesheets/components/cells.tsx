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
