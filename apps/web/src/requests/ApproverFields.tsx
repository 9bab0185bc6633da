/**
 * The approver choices of a request form (SPEC 5): approver 1 always, approver 2 only where the
 * company or project offers a second level, and then required (the server refuses it missing).
 */
import type { IdName } from '@staffhub/domain';
import { Form, Select } from 'antd';
import {
  type FieldLabels,
  fieldLabel,
  type ParsableSchema,
  schemaRule,
  translateFieldError,
} from '../api/validation';
import { optionalItemProps } from '../lib/formItems';

export const toOptions = (items: readonly IdName[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

export function ApproverFields({
  testId,
  schema,
  labels,
  candidates,
  loading,
  placeholder,
}: {
  /** The kind's test id prefix: `${testId}-approver-1` and `-2`. */
  testId: string;
  /** The kind's input schema (its approve_person_1 / _2 rules). */
  schema: ParsableSchema;
  labels: FieldLabels;
  candidates: { level1: readonly IdName[]; level2: readonly IdName[] } | undefined;
  loading?: boolean;
  placeholder: string;
}) {
  const hasLevel2 = (candidates?.level2.length ?? 0) > 0;
  const select = (level: 1 | 2, options: readonly IdName[] | undefined) => (
    <Select
      data-testid={`${testId}-approver-${level}`}
      virtual={false}
      loading={loading}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      options={toOptions(options)}
    />
  );
  return (
    <div className="app-form-row">
      <Form.Item
        name="approve_person_1"
        label={fieldLabel('approve_person_1', labels)}
        required
        rules={[schemaRule(schema, 'approve_person_1', labels)]}
        {...optionalItemProps}
      >
        {select(1, candidates?.level1)}
      </Form.Item>
      {hasLevel2 && (
        <Form.Item
          name="approve_person_2"
          label={fieldLabel('approve_person_2', labels)}
          required
          rules={[
            {
              required: true,
              message: translateFieldError('approve_person_2', { rule: 'required', message: '' }, labels),
            },
            schemaRule(schema, 'approve_person_2', labels),
          ]}
          {...optionalItemProps}
        >
          {select(2, candidates?.level2)}
        </Form.Item>
      )}
    </div>
  );
}
