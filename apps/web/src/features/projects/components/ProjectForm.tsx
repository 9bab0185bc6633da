/**
 * The project form of `/project-management/create` and `/project-management/:id/update`: every
 * field of `ProjectInput`, in sections (general, people, Japan side, plan, payments, technical).
 * Each field is checked by the domain's schema and its rules across fields (the end after the
 * start, plans within the project, payments up to 100 %), the same the server runs; the name is
 * also checked against the other projects while it is typed (debounced). A server refusal names its
 * fields, list items included (`plans.0.end_date`), and lands under them. One column on a phone.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PROJECT_LIMITS } from '@staffhub/domain';
import {
  Button,
  Card,
  Col,
  Form,
  type FormInstance,
  type FormRule,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { checkProjectName, type ProjectCreateData, projectLabelKey } from '../../../api/projects';
import { queryClient } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { optionalItemProps } from '../../../lib/formItems';
import { type PlainField, type ProjectFormValues, paymentSum, projectErrors, SECTIONS } from '../form';
import { pathRule } from '../formErrors';
import { type Option, personOptions, statusOptions, typeOptions, withCurrent } from '../labels';
import { ProjectDatePicker, projectDateItemProps } from './parts';

interface Props {
  form: FormInstance<ProjectFormValues>;
  /** The project being edited (its own name is no clash), null when creating. */
  projectId: number | null;
  data: ProjectCreateData | undefined;
  loadingData: boolean;
  /** People a stored project names who may be missing from the lists (someone who left). */
  current?: ReadonlyArray<{ id: number; name: string } | null>;
  initialValues?: ProjectFormValues;
  onFinish: (values: ProjectFormValues) => void;
  disabled?: boolean;
  footer: ReactNode;
}

const REQUIRED = new Set(['name', 'customer_id', 'start_date', 'manager_id', 'status', 'type']);
const PEOPLE = new Set([
  'manager_id',
  'top_id',
  'leader_id',
  'japan_top_id',
  'japan_tech_id',
  'japan_sale_id',
]);
const DATES = new Set(['start_date', 'end_date']);
/** Fields whose rules read other fields: checked again when those change. */
const DEPENDS: Partial<Record<string, string[]>> = { end_date: ['start_date'], start_date: ['end_date'] };

const rule = (field: string) => pathRule<ProjectFormValues>(field, projectErrors);

/** The name is not another project's (any case); a failed check blocks nothing (the save checks again). */
function nameRule(projectId: number | null, taken: string): FormRule {
  return {
    validator: async (_, value: unknown) => {
      const name = typeof value === 'string' ? value.trim() : '';
      if (!name) return;
      let exists = false;
      try {
        const answer = await queryClient.fetchQuery({
          queryKey: queryKeys.projectExists(name.toLowerCase(), projectId),
          queryFn: ({ signal }) => checkProjectName(name, projectId, signal),
          staleTime: 10_000,
        });
        exists = answer.exists;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
      if (exists) throw new Error(taken);
    },
  };
}

export function ProjectForm({
  form,
  projectId,
  data,
  loadingData,
  current = [],
  initialValues,
  onFinish,
  disabled,
  footer,
}: Props) {
  const { t, i18n } = useTranslation();
  const payments = Form.useWatch('payments', form);
  const label = (field: string) => t(projectLabelKey(field));
  const people = withCurrent(personOptions(data?.employees), current);
  const customers: Option<number>[] = (data?.customers ?? []).map((c) => ({ value: c.id, label: c.name }));
  const technologies = groupTechnologies(data?.technologies ?? [], (category) =>
    t(`projects.techCategory.${category}`, { defaultValue: category }),
  );

  const control = (field: PlainField): ReactNode => {
    const base = {
      name: field,
      label: label(field),
      required: REQUIRED.has(field),
      rules: [rule(field)],
      dependencies: DEPENDS[field],
    };
    const testId = `project-${field}`;
    if (field === 'name') {
      return (
        <Form.Item
          {...base}
          rules={[rule(field), nameRule(projectId, t('errors.4336'))]}
          validateDebounce={400}
          hasFeedback
        >
          <Input maxLength={PROJECT_LIMITS.name} autoComplete="off" data-testid={testId} />
        </Form.Item>
      );
    }
    if (PEOPLE.has(field) || field === 'customer_id' || field === 'status' || field === 'type') {
      const options =
        field === 'customer_id'
          ? customers
          : field === 'status'
            ? statusOptions(t)
            : field === 'type'
              ? typeOptions(t)
              : people;
      const searchable = PEOPLE.has(field) || field === 'customer_id';
      return (
        <Form.Item {...base} {...optionalItemProps}>
          <Select
            options={options}
            allowClear={!REQUIRED.has(field)}
            placeholder={t('projects.form.choose')}
            loading={searchable && loadingData}
            virtual={false}
            {...(searchable ? { showSearch: { optionFilterProp: 'label' } } : {})}
            data-testid={testId}
          />
        </Form.Item>
      );
    }
    if (DATES.has(field)) {
      return (
        <Form.Item {...base} {...projectDateItemProps}>
          <ProjectDatePicker data-testid={testId} />
        </Form.Item>
      );
    }
    if (field === 'contract_value') {
      return (
        <Form.Item {...base} extra={t('projects.form.contractValueHint')}>
          <InputNumber
            min={0}
            max={PROJECT_LIMITS.contractValueMax}
            step={0.5}
            precision={2}
            className="app-full-width"
            data-testid={testId}
          />
        </Form.Item>
      );
    }
    if (field === 'technology_ids') {
      return (
        <Form.Item {...base}>
          <Select
            mode="multiple"
            options={technologies}
            placeholder={t('projects.form.choose')}
            loading={loadingData}
            maxCount={PROJECT_LIMITS.technologies}
            showSearch={{ optionFilterProp: 'label' }}
            virtual={false}
            data-testid={testId}
          />
        </Form.Item>
      );
    }
    if (field === 'description') {
      return (
        <Form.Item {...base}>
          <Input.TextArea rows={4} maxLength={PROJECT_LIMITS.description} showCount data-testid={testId} />
        </Form.Item>
      );
    }
    return (
      <Form.Item {...base}>
        <Input
          type={field === 'link_document' ? 'url' : 'text'}
          maxLength={field === 'link_document' ? PROJECT_LIMITS.url : PROJECT_LIMITS.text}
          placeholder={field === 'link_document' ? 'https://' : undefined}
          data-testid={testId}
        />
      </Form.Item>
    );
  };

  const section = (key: string, fields: readonly PlainField[]) => (
    <Card key={key} size="small" title={t(`projects.sections.${key}`)} className="app-project-section">
      <Row gutter={16}>
        {fields.map((field) => (
          <Col
            key={field}
            xs={24}
            md={field === 'description' ? 24 : 12}
            xl={field === 'description' ? 24 : 8}
          >
            {control(field)}
          </Col>
        ))}
      </Row>
    </Card>
  );

  const sum = paymentSum(payments);

  return (
    <Form<ProjectFormValues>
      form={form}
      name={projectId === null ? 'project_create' : 'project_update'}
      layout="vertical"
      onFinish={onFinish}
      disabled={disabled}
      initialValues={initialValues}
      scrollToFirstError
      className="app-project-form"
      data-testid="project-form"
    >
      {SECTIONS.slice(0, 3).map((s) => section(s.key, s.fields))}

      <Card size="small" title={t('projects.sections.plans')} className="app-project-section">
        <Form.List name="plans">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && (
                <Typography.Paragraph type="secondary">{t('projects.form.noPlans')}</Typography.Paragraph>
              )}
              {fields.map((item) => (
                <Row
                  key={item.key}
                  gutter={12}
                  className="app-project-list-row"
                  data-testid={`project-plan-${item.name}`}
                >
                  <Col xs={24} md={10}>
                    <Form.Item
                      name={[item.name, 'name']}
                      label={label('plans.0.name')}
                      required
                      rules={[rule(`plans.${item.name}.name`)]}
                    >
                      <Input maxLength={PROJECT_LIMITS.text} data-testid={`project-plan-${item.name}-name`} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item
                      name={[item.name, 'start_date']}
                      label={label('plans.0.start_date')}
                      required
                      rules={[rule(`plans.${item.name}.start_date`)]}
                      dependencies={['start_date', 'end_date', ['plans', item.name, 'end_date']]}
                      {...projectDateItemProps}
                    >
                      <ProjectDatePicker data-testid={`project-plan-${item.name}-start`} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item
                      name={[item.name, 'end_date']}
                      label={label('plans.0.end_date')}
                      required
                      rules={[rule(`plans.${item.name}.end_date`)]}
                      dependencies={['start_date', 'end_date', ['plans', item.name, 'start_date']]}
                      {...projectDateItemProps}
                    >
                      <ProjectDatePicker data-testid={`project-plan-${item.name}-end`} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={2} className="app-project-row-remove">
                    <Button
                      icon={<DeleteOutlined />}
                      onClick={() => remove(item.name)}
                      aria-label={t('projects.form.removePlan', { n: item.name + 1 })}
                      danger
                    />
                  </Col>
                </Row>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', start_date: null, end_date: null })}
                disabled={fields.length >= PROJECT_LIMITS.plans}
                data-testid="project-plan-add"
              >
                {t('projects.form.addPlan')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>

      <Card size="small" title={t('projects.sections.payments')} className="app-project-section">
        <Form.List
          name="payments"
          rules={[
            {
              validator: async () => {
                const first = projectErrors(form.getFieldsValue(true)).payments?.[0];
                if (first) throw new Error(t('validation.sum_max', { field: label('payments'), max: 100 }));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.length === 0 && (
                <Typography.Paragraph type="secondary">{t('projects.form.noPayments')}</Typography.Paragraph>
              )}
              {fields.map((item) => (
                <Row
                  key={item.key}
                  gutter={12}
                  className="app-project-list-row"
                  data-testid={`project-payment-${item.name}`}
                >
                  <Col xs={24} md={7}>
                    <Form.Item
                      name={[item.name, 'name']}
                      label={label('payments.0.name')}
                      required
                      rules={[rule(`payments.${item.name}.name`)]}
                    >
                      <Input
                        maxLength={PROJECT_LIMITS.text}
                        data-testid={`project-payment-${item.name}-name`}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[item.name, 'expected_date']}
                      label={label('payments.0.expected_date')}
                      required
                      rules={[rule(`payments.${item.name}.expected_date`)]}
                      {...projectDateItemProps}
                    >
                      <ProjectDatePicker data-testid={`project-payment-${item.name}-expected`} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[item.name, 'actual_date']}
                      label={label('payments.0.actual_date')}
                      rules={[rule(`payments.${item.name}.actual_date`)]}
                      {...projectDateItemProps}
                    >
                      <ProjectDatePicker data-testid={`project-payment-${item.name}-actual`} />
                    </Form.Item>
                  </Col>
                  <Col xs={18} md={5}>
                    <Form.Item
                      name={[item.name, 'percentage']}
                      label={label('payments.0.percentage')}
                      required
                      rules={[rule(`payments.${item.name}.percentage`)]}
                    >
                      <InputNumber
                        min={0}
                        max={100}
                        precision={2}
                        suffix="%"
                        className="app-full-width"
                        data-testid={`project-payment-${item.name}-percentage`}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={6} md={2} className="app-project-row-remove">
                    <Button
                      icon={<DeleteOutlined />}
                      onClick={() => remove(item.name)}
                      aria-label={t('projects.form.removePayment', { n: item.name + 1 })}
                      danger
                    />
                  </Col>
                </Row>
              ))}
              <div className="app-project-list-footer">
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ name: '', expected_date: null, actual_date: null, percentage: null })}
                  disabled={fields.length >= PROJECT_LIMITS.payments}
                  data-testid="project-payment-add"
                >
                  {t('projects.form.addPayment')}
                </Button>
                {fields.length > 0 && (
                  <span
                    className={sum > 100 ? 'app-text-danger app-num' : 'app-num'}
                    data-testid="project-payment-sum"
                  >
                    {t('projects.form.paymentSum', { sum: sum.toLocaleString(i18n.language) })}
                  </span>
                )}
              </div>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Card>

      {section(SECTIONS[3].key, SECTIONS[3].fields)}
      {footer}
    </Form>
  );
}

/** The technologies as option groups by category. */
function groupTechnologies(
  list: ReadonlyArray<{ id: number; name: string; category: string }>,
  categoryText: (category: string) => string,
) {
  const groups = new Map<string, Option<number>[]>();
  for (const tech of list) {
    const group = groups.get(tech.category) ?? [];
    group.push({ value: tech.id, label: tech.name });
    groups.set(tech.category, group);
  }
  return [...groups].map(([category, options]) => ({ label: categoryText(category), options }));
}
