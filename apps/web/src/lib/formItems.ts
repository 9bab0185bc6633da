/**
 * Form.Item props that keep a form's values in the API's shapes while antd pickers and selects
 * work with their own: 'HH:mm' strings, 'YYYY-MM-DD' strings, and null for "nothing chosen".
 */
import { WIRE_DATE_FORMAT } from '@staffhub/domain';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export const TIME_FORMAT = 'HH:mm';

/** A TimePicker holding an 'HH:mm' string (or null). */
export const timeItemProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, TIME_FORMAT) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : null),
};

/** A DatePicker holding a 'YYYY-MM-DD' string (or null). */
export const dateItemProps = {
  getValueProps: (value: string | null | undefined) => ({
    value: value ? dayjs(value, WIRE_DATE_FORMAT) : null,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format(WIRE_DATE_FORMAT) : null),
};

/** antd shows the placeholder for undefined only: the form's null is shown as "nothing chosen". */
export const optionalItemProps = {
  getValueProps: (value: number | string | null | undefined) => ({ value: value ?? undefined }),
  normalize: (value: number | string | undefined) => value ?? null,
};

/**
 * Sets a form's defaults without overwriting a field the user has already changed: defaults that
 * wait for a late query (the account's time zone, say) must never undo what was typed meanwhile.
 */
export function fillUntouched<T>(form: FormInstance<T>, values: Partial<T>) {
  const patch = Object.fromEntries(
    Object.entries(values).filter(([name]) => !form.isFieldTouched(name as never)),
  );
  form.setFieldsValue(patch as never);
}
