/**
 * Translates validation failures (server `errors` map or the same zod schema run in the browser)
 * into field messages: `validation.<rule>` with the field's translated label and the rule params.
 */
import { type FieldError, toFieldErrors } from '@staffhub/domain';
import type { FormRule } from 'antd';
import { appTranslator } from '../i18n';
import { type FieldLabels, fieldErrorText, fieldLabelText } from '../i18n/fieldErrors';

export type { FieldLabels };

type Issues = Parameters<typeof toFieldErrors>[0];
/** The part of a zod schema the forms need (keeps zod itself out of the web's imports). */
export interface ParsableSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: Issues } };
}

export function fieldLabel(field: string, labels?: FieldLabels): string {
  return fieldLabelText(appTranslator, field, labels);
}

export function translateFieldError(field: string, error: FieldError, labels?: FieldLabels): string {
  return fieldErrorText(appTranslator, field, error, labels);
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
