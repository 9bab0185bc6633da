/**
 * The fields request forms share. `RequestForm` binds a kind's input schema and field labels; each
 * field inside takes its label and the schema's rule for its name from there, adds its own rules,
 * and keeps the API's shapes in the form ('YYYY-MM-DD', 'HH:mm', null for "nothing chosen").
 */
import { DATE_FORMAT, REQUEST_DATE_MIN, requestDateMax } from '@staffhub/domain';
import {
  DatePicker,
  type DatePickerProps,
  Form,
  type FormRule,
  Input,
  Select,
  type SelectProps,
  TimePicker,
  type TimePickerProps,
} from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../api/account';
import { type FieldLabels, fieldLabel, type ParsableSchema, schemaRule } from '../api/validation';
import { todayIn } from '../features/timesheets/dateRange';
import { dateItemProps, optionalItemProps, TIME_FORMAT, timeItemProps } from '../lib/formItems';
import type { FormFrame } from './RequestForms';

interface Binding {
  schema: ParsableSchema;
  labels: FieldLabels;
}

const BindingContext = createContext<Binding | null>(null);

/** The schema and labels of the form around (ApproverFields and the fields below read them). */
export function useFieldBinding(): Binding {
  const binding = useContext(BindingContext);
  if (!binding) throw new Error('A request field is used outside a RequestForm.');
  return binding;
}

/** A request kind's form: `frame` comes from the form pages (`FormSpec.form`). */
export function RequestForm<Values>({
  schema,
  labels,
  frame: { form, name, readOnly, onFinish },
  onValuesChange,
  initialValues,
  className,
  testId,
  children,
}: Binding & {
  frame: FormFrame<Values>;
  onValuesChange?: (changed: Partial<Values>, all: Values) => void;
  initialValues?: Partial<Values>;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <BindingContext.Provider value={{ schema, labels }}>
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        disabled={readOnly}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        initialValues={initialValues}
        className={className}
        data-testid={testId}
      >
        {children}
      </Form>
    </BindingContext.Provider>
  );
}

/** What every bound field's Form.Item takes besides its control. */
export interface ItemProps {
  /** The input's field name: its label and schema rule come from the form's binding. */
  name: string;
  required?: boolean;
  /** Rules run after the schema's (e.g. the rules that need today or other fields). */
  rules?: FormRule[];
  dependencies?: string[];
  extra?: ReactNode;
  /** The control's test id. */
  testId: string;
}

/**
 * The Form.Item props of a bound field: its label and the schema's rule by name, then its own rules.
 * A kind's own control (a radio group, a number) takes them as the fields below do.
 */
export function useBoundItem({ name, required, rules = [], dependencies, extra }: Omit<ItemProps, 'testId'>) {
  const { schema, labels } = useFieldBinding();
  return {
    name,
    label: fieldLabel(name, labels),
    required,
    rules: [schemaRule(schema, name, labels), ...rules],
    dependencies,
    extra,
  };
}

/** A date (DD/MM/YYYY shown, 'YYYY-MM-DD' kept). */
export function DateField({
  testId,
  picker,
  ...item
}: ItemProps & { picker?: Pick<DatePickerProps, 'disabledDate' | 'disabled' | 'allowClear'> }) {
  // Every request date lies in the domain's window (2019 to the end of next year), as the server checks.
  const account = useAccount();
  const max = requestDateMax(todayIn(account.data?.company_time_zone));
  const own = picker?.disabledDate;
  const disabledDate: NonNullable<DatePickerProps['disabledDate']> = (date, info) => {
    const day = date.format('YYYY-MM-DD');
    return day < REQUEST_DATE_MIN || day > max || (own?.(date, info) ?? false);
  };
  return (
    <Form.Item {...useBoundItem(item)} {...dateItemProps}>
      <DatePicker
        format={DATE_FORMAT}
        placeholder={DATE_FORMAT}
        className="app-full-width"
        data-testid={testId}
        {...picker}
        disabledDate={disabledDate}
      />
    </Form.Item>
  );
}

/** A time of day ('HH:mm'). */
export function TimeField({
  testId,
  picker,
  ...item
}: ItemProps & {
  picker?: Pick<
    TimePickerProps,
    'minuteStep' | 'disabledTime' | 'allowClear' | 'hideDisabledOptions' | 'showNow' | 'className'
  >;
}) {
  return (
    <Form.Item {...useBoundItem(item)} {...timeItemProps}>
      <TimePicker format={TIME_FORMAT} needConfirm={false} data-testid={testId} {...picker} />
    </Form.Item>
  );
}

/** A free text (a reason, a note), counted against its maximum. */
export function TextField({
  testId,
  maxLength,
  rows = 3,
  placeholder,
  ...item
}: ItemProps & { maxLength: number; rows?: number; placeholder?: string }) {
  return (
    <Form.Item {...useBoundItem(item)}>
      <Input.TextArea
        rows={rows}
        maxLength={maxLength}
        showCount
        placeholder={placeholder}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/**
 * A choice from a list; null in the form is "nothing chosen". The lists are short and rendered
 * without virtualisation, so every option is a real `role="option"` (screen readers, tests).
 */
export function SelectField({
  testId,
  select,
  search = false,
  ...item
}: ItemProps & {
  select: Pick<SelectProps, 'options' | 'placeholder' | 'loading' | 'disabled' | 'onChange'>;
  /** Type to filter the options by their label. */
  search?: boolean;
}) {
  return (
    <Form.Item {...useBoundItem(item)} {...optionalItemProps}>
      <Select
        data-testid={testId}
        virtual={false}
        {...(search ? { showSearch: { optionFilterProp: 'label' } } : {})}
        {...select}
      />
    </Form.Item>
  );
}

/** The requester, read-only, at the top of a form. */
export function RequesterFields({
  employee,
  testId,
}: {
  employee: { employee_code: string; name: string } | undefined;
  /** `${testId}-employee-code` and `-name`. */
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="app-form-row">
      <Form.Item label={t('requests.form.employeeCode')} htmlFor={`${testId}-employee-code`}>
        <Input
          id={`${testId}-employee-code`}
          value={employee?.employee_code ?? ''}
          readOnly
          variant="filled"
          data-testid={`${testId}-employee-code`}
        />
      </Form.Item>
      <Form.Item label={t('requests.form.employeeName')} htmlFor={`${testId}-employee-name`}>
        <Input
          id={`${testId}-employee-name`}
          value={employee?.name ?? ''}
          readOnly
          variant="filled"
          data-testid={`${testId}-employee-name`}
        />
      </Form.Item>
    </div>
  );
}
