/**
 * The staff record form of `/employees/create` and `/employees/:id/edit`: every field of
 * `EmployeeInput` in five sections (identity, contact, organisation, employment, documents), and on
 * create an optional first password. Each field is checked by the domain's schema (the same rules
 * as the server's) and the date rules that need today or another field; a server refusal names its
 * fields (4332 e-mail taken, 4333 code taken) and lands under them (`api` puts 422 errors on `form`).
 * One column on a phone, two on a tablet, three on a desktop.
 */
import {
  DATE_FORMAT,
  DATE_MAX,
  DEPARTMENT_CODES,
  PERSON_DATE_MIN,
  WIRE_DATE_FORMAT,
  ZEmployeeCreate,
  ZEmployeeInput,
} from '@staffhub/domain';
import { Card, Col, DatePicker, Form, type FormInstance, type FormRule, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { useCommons } from '../../../api/commons';
import { EMPLOYEE_LABELS } from '../../../api/employees';
import { fieldLabel, type ParsableSchema, schemaRule, translateFieldError } from '../../../api/validation';
import { dateItemProps, optionalItemProps } from '../../../lib/formItems';
import { todayIn } from '../../timesheets/dateRange';
import { dateErrorFor, type EmployeeFormValues, SECTIONS, type SectionKey, schemaInput } from '../form';
import {
  companyOptions,
  footOptions,
  genderOptions,
  japaneseLevelOptions,
  levelOptions,
  namedOptions,
  type Option,
  workTypeOptions,
} from '../labels';

type Mode = 'create' | 'edit';

/** The schema of a mode, run on what the body would be (texts trimmed, empty ones null). */
function schemaOf(mode: Mode): ParsableSchema {
  const schema = mode === 'create' ? ZEmployeeCreate : ZEmployeeInput;
  return { safeParse: (values) => schema.safeParse(schemaInput(values as EmployeeFormValues)) };
}

/** The date fields with a rule that needs today or another field, and the fields they depend on. */
const DATE_RULES: Partial<Record<string, string[]>> = {
  birthday: [],
  identity_issue_date: [],
  join_date: ['start_date'],
  start_date: ['join_date'],
  visa_issue_date: ['visa_expiry_date'],
  visa_expiry_date: ['visa_issue_date'],
};

const DATE_FIELDS = new Set(Object.keys(DATE_RULES));

const REQUIRED = new Set(['employee_code', 'name', 'email', 'company_id', 'work_type', 'japanese_level']);

const TEXT_MAX: Record<string, number> = {
  employee_code: 20,
  name: 120,
  email: 254,
  nationality: 60,
  address: 255,
  current_residence: 255,
  university: 255,
  phone: 30,
  family_phone: 30,
  identity_number: 40,
  identity_issue_place: 255,
  visa_number: 40,
  social_link: 500,
};

interface Props {
  mode: Mode;
  form: FormInstance<EmployeeFormValues>;
  onFinish: (values: EmployeeFormValues) => void;
  disabled?: boolean;
  /** Editing my own record: the department and job title are not mine to change (4030). */
  isSelf?: boolean;
  initialValues?: EmployeeFormValues;
  /** Under the sections (the buttons). */
  footer?: ReactNode;
}

export function EmployeeForm({ mode, form, onFinish, disabled, isSelf, initialValues, footer }: Props) {
  const { t } = useTranslation();
  const account = useAccount();
  const commons = useCommons();
  const today = todayIn(account.data?.company_time_zone);
  const divisionId = Form.useWatch('division_id', form);
  const schema = schemaOf(mode);
  const isAdmin = account.data?.is_admin ?? false;

  const rules = (field: string): FormRule[] => {
    const list: FormRule[] = [schemaRule(schema, field, EMPLOYEE_LABELS)];
    if (field in DATE_RULES) {
      list.push(({ getFieldsValue }) => ({
        validator: async () => {
          const error = dateErrorFor(field, getFieldsValue(true) as EmployeeFormValues, today);
          if (error) throw new Error(translateFieldError(field, error, EMPLOYEE_LABELS));
        },
      }));
    }
    return list;
  };
  const item = (field: string) => ({
    name: field,
    label: fieldLabel(field, EMPLOYEE_LABELS),
    required: REQUIRED.has(field),
    rules: rules(field),
    dependencies: DATE_RULES[field],
  });

  // Only an administrator gives the Admin department (the server refuses it otherwise).
  const departments = (commons.data?.departments ?? []).filter(
    (d) => isAdmin || d.code !== DEPARTMENT_CODES.ADMIN || d.id === form.getFieldValue('department_id'),
  );
  const selects: Record<string, { options: Option<number>[]; clear: boolean; search?: boolean }> = {
    gender: { options: genderOptions(t), clear: true },
    company_id: { options: companyOptions(t, commons.data), clear: false },
    division_id: { options: namedOptions(commons.data?.divisions), clear: true, search: true },
    foot_id: {
      options: footOptions(commons.data, typeof divisionId === 'number' ? divisionId : null),
      clear: true,
      search: true,
    },
    department_id: { options: namedOptions(departments), clear: true, search: true },
    position_id: { options: namedOptions(commons.data?.positions), clear: true, search: true },
    job_title_id: { options: namedOptions(commons.data?.jobTitle), clear: true, search: true },
    work_type: { options: workTypeOptions(t), clear: false },
    level: { options: levelOptions(), clear: true },
    japanese_level: { options: japaneseLevelOptions(t), clear: false },
  };
  const lockedForSelf = new Set(isSelf ? ['department_id', 'job_title_id'] : []);

  const control = (field: string): ReactNode => {
    const testId = `employee-${field}`;
    const select = selects[field];
    if (select) {
      return (
        <Form.Item
          {...item(field)}
          {...optionalItemProps}
          extra={lockedForSelf.has(field) ? t('employees.form.selfLocked') : undefined}
        >
          <Select
            options={select.options}
            allowClear={select.clear}
            placeholder={t('employees.form.choose')}
            loading={commons.isPending && field.endsWith('_id') && field !== 'company_id'}
            disabled={lockedForSelf.has(field)}
            virtual={false}
            {...(select.search ? { showSearch: { optionFilterProp: 'label' } } : {})}
            // A team belongs to a division: choosing a team of another division is not offered.
            onChange={
              field === 'division_id'
                ? (value: number | undefined) => {
                    const foot = commons.data?.foots?.find((f) => f.id === form.getFieldValue('foot_id'));
                    if (foot && value && foot.division_id !== value) form.setFieldValue('foot_id', null);
                  }
                : undefined
            }
            data-testid={testId}
          />
        </Form.Item>
      );
    }
    if (DATE_FIELDS.has(field)) {
      return (
        <Form.Item {...item(field)} {...dateItemProps}>
          <DatePicker
            format={DATE_FORMAT}
            placeholder={DATE_FORMAT}
            className="app-full-width"
            disabledDate={(day) => {
              const value = day.format(WIRE_DATE_FORMAT);
              return value < PERSON_DATE_MIN || value > DATE_MAX;
            }}
            data-testid={testId}
          />
        </Form.Item>
      );
    }
    const type =
      field === 'email'
        ? 'email'
        : field === 'social_link'
          ? 'url'
          : field.endsWith('phone')
            ? 'tel'
            : 'text';
    const multiline = field === 'address' || field === 'current_residence';
    return (
      <Form.Item {...item(field)}>
        {multiline ? (
          <Input.TextArea rows={2} maxLength={TEXT_MAX[field]} data-testid={testId} />
        ) : (
          <Input
            type={type}
            maxLength={TEXT_MAX[field]}
            autoComplete={field === 'email' ? 'off' : undefined}
            placeholder={field === 'social_link' ? 'https://' : undefined}
            data-testid={testId}
          />
        )}
      </Form.Item>
    );
  };

  const section = (key: SectionKey, fields: readonly string[], extra?: ReactNode) => (
    <Card key={key} title={t(`employees.sections.${key}`)} size="small" className="app-employee-section">
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field} xs={24} md={12} xl={8}>
            {control(field)}
          </Col>
        ))}
        {extra}
      </Row>
    </Card>
  );

  return (
    <Form<EmployeeFormValues>
      form={form}
      name={`employee_${mode}`}
      layout="vertical"
      onFinish={onFinish}
      disabled={disabled}
      initialValues={initialValues}
      scrollToFirstError
      data-testid="employee-form"
      className="app-employee-form"
    >
      {SECTIONS.map((s) =>
        section(
          s.key,
          s.fields,
          s.key === 'contact' && mode === 'create' ? (
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="password"
                label={fieldLabel('password', EMPLOYEE_LABELS)}
                rules={[schemaRule(schema, 'password', EMPLOYEE_LABELS)]}
                extra={t('employees.form.passwordHint')}
              >
                <Input.Password autoComplete="new-password" data-testid="employee-password" />
              </Form.Item>
            </Col>
          ) : undefined,
        ),
      )}
      {footer}
    </Form>
  );
}
