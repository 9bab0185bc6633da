/** Fields the list filter cards share: the date range, a clearable choice, the employee search and the division. */
import { DATE_FORMAT, REQUEST_STATUSES } from '@staffhub/domain';
import { DatePicker, Form, Input, Select } from 'antd';
import { useCommons } from '../../../api/commons';

/** The `range` field; `allowEmpty` lets either end stay open. */
export function DateRangeField({
  label,
  testId,
  allowEmpty = true,
}: {
  label: string;
  testId?: string;
  allowEmpty?: boolean;
}) {
  return (
    <Form.Item name="range" label={label}>
      <DatePicker.RangePicker
        format={DATE_FORMAT}
        allowEmpty={allowEmpty ? [true, true] : undefined}
        className="app-full-width"
        data-testid={testId}
      />
    </Form.Item>
  );
}

interface ChoiceProps<V extends string | number> {
  name: string;
  label: string;
  /** The text while nothing is chosen ("all"). */
  placeholder: string;
  values: readonly V[];
  text: (value: V) => string;
  testId?: string;
}

/** A clearable select of fixed values (status, my decision, type…). */
export function ChoiceField<V extends string | number>({
  name,
  label,
  placeholder,
  values,
  text,
  testId,
}: ChoiceProps<V>) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        placeholder={placeholder}
        options={values.map((value) => ({ value, label: text(value) }))}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** The `status` field: the request statuses (pending, approved, rejected). */
export function StatusField(props: Omit<ChoiceProps<number>, 'name' | 'values'>) {
  return <ChoiceField name="status" values={REQUEST_STATUSES} {...props} />;
}

/** The `employee_info` field: a free text matched against the employees' code and name. */
export function EmployeeField({
  label,
  placeholder,
  testId,
}: {
  label: string;
  placeholder: string;
  testId?: string;
}) {
  return (
    <Form.Item name="employee_info" label={label}>
      <Input allowClear placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}

/** The `division_code` field: a searchable select of the divisions. */
export function DivisionField({ label, placeholder }: { label: string; placeholder: string }) {
  const commons = useCommons();
  return (
    <Form.Item name="division_code" label={label}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={placeholder}
        loading={commons.isPending}
        options={(commons.data?.divisions ?? []).map((d) => ({ value: d.code, label: d.name }))}
      />
    </Form.Item>
  );
}
