/**
 * Translates validation failures (server `errors` map or the same zod schema run in the browser)
 * into field messages: `validation.<rule>` with the field's translated label and the rule params.
 */
import { CODE_RULE, type FieldError, toFieldErrors } from '@staffhub/domain';
import type { FormRule } from 'antd';
import { i18n } from '../i18n';

/** Field name -> i18n key of its label, when it differs from `fields.<name>`. */
export type FieldLabels = Record<string, string>;

type Issues = Parameters<typeof toFieldErrors>[0];
/** The part of a zod schema the forms need (keeps zod itself out of the web's imports). */
export interface ParsableSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: Issues } };
}

export function fieldLabel(field: string, labels?: FieldLabels): string {
  const key = labels?.[field] ?? `fields.${field}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('fields.field');
}

export function translateFieldError(field: string, error: FieldError, labels?: FieldLabels): string {
  // A refusal with its own code, put on the field it concerns: the code's translated message.
  if (error.rule === CODE_RULE && error.params?.code !== undefined) {
    const codeKey = `errors.${error.params.code}`;
    return i18n.exists(codeKey) ? i18n.t(codeKey) : i18n.t('errors.default');
  }
  const key = `validation.${error.rule}`;
  // An unknown rule is the one case where the server's sentence is better than nothing.
  if (!i18n.exists(key)) return error.message;
  const params: Record<string, string | number> = { ...(error.params ?? {}) };
  if (typeof params.other === 'string') params.other = fieldLabel(params.other, labels);
  return i18n.t(key, { ...params, field: fieldLabel(field, labels) });
}

/**
 * An antd rule that validates one field with the shared zod schema of the whole form, so the
 * browser and the server report the same rules (STYLE 4).
 */
export function schemaRule(schema: ParsableSchema, field: string, labels?: FieldLabels): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as Record<string, unknown>;
      const result = schema.safeParse(values);
      if (result.success) return;
      const first = toFieldErrors(result.error.issues, values)[field]?.[0];
      if (first) throw new Error(translateFieldError(field, first, labels));
    },
  });
}
