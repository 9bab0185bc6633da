/** Small pieces the project screens share: the status tag, a person with photo, date fields. */
import { WIRE_DATE_FORMAT } from '@staffhub/domain';
import { DatePicker, type DatePickerProps, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../app/components/PersonAvatar';
import { NONE, PROJECT_DATE_FORMAT } from '../format';
import { statusColor, statusText } from '../labels';

export function StatusTag({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColor(status)} className="app-status-tag" data-testid={testId}>
      {statusText(t, status)}
    </Tag>
  );
}

/** A person's photo and name (the name is always written: the photo is decorative). */
export function PersonCell({
  person,
  size = 24,
}: {
  person: { name: string; avatar?: string | null } | null | undefined;
  size?: number;
}) {
  if (!person) return <span className="app-muted-text">{NONE}</span>;
  return (
    <Space size={6} className="app-project-person">
      <PersonAvatar src={person.avatar} size={size} />
      <span>{person.name}</span>
    </Space>
  );
}

/** A DatePicker holding a 'YYYY-MM-DD' string (or null), shown DD-MM-YYYY (SPEC 9). */
export const projectDateItemProps = {
  getValueProps: (value: string | null | undefined) => ({
    value: value ? dayjs(value, WIRE_DATE_FORMAT) : null,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format(WIRE_DATE_FORMAT) : null),
};

/** A RangePicker holding `[start, end]` wire dates (either end may stay open). */
export const projectRangeItemProps = {
  getValueProps: (value: [string | null, string | null] | null | undefined) => ({
    value: value ? value.map((d) => (d ? dayjs(d, WIRE_DATE_FORMAT) : null)) : null,
  }),
  normalize: (value: [Dayjs | null, Dayjs | null] | null) =>
    value ? value.map((d) => (d ? d.format(WIRE_DATE_FORMAT) : null)) : null,
};

export function ProjectDatePicker(props: DatePickerProps) {
  return (
    <DatePicker
      format={PROJECT_DATE_FORMAT}
      placeholder={PROJECT_DATE_FORMAT}
      className="app-full-width"
      {...props}
    />
  );
}

/**
 * A box that scrolls sideways is reached with the keyboard (WCAG 2.1.1), as `ListTable` does for
 * its tables: focusable while its content is wider than it, checked after every render.
 */
export function useScrollFocus(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.scrollWidth > el.clientWidth) el.tabIndex = 0;
    else el.removeAttribute('tabindex');
  });
}
