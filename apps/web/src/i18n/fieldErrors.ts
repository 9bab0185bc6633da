/**
 * Field messages from validation failures (the server's `errors` map or a zod schema run in the
 * browser): `validation.<rule>` with the field's translated label and the rule's params. Works on
 * any translator: i18next in the app, the login screen's own before the app has loaded.
 */
import { CODE_RULE, type FieldError } from '@staffhub/domain';
import type { Translator } from './translator';

/** Field name -> i18n key of its label, when it differs from `fields.<name>`. */
export type FieldLabels = Record<string, string>;

export function fieldLabelText(tr: Translator, field: string, labels?: FieldLabels): string {
  const key = labels?.[field] ?? `fields.${field}`;
  return tr.exists(key) ? tr.t(key) : tr.t('fields.field');
}

export function fieldErrorText(
  tr: Translator,
  field: string,
  error: FieldError,
  labels?: FieldLabels,
): string {
  // A refusal with its own code, put on the field it concerns: the code's translated message.
  if (error.rule === CODE_RULE && error.params?.code !== undefined) {
    const codeKey = `errors.${error.params.code}`;
    return tr.exists(codeKey) ? tr.t(codeKey) : tr.t('errors.default');
  }
  const key = `validation.${error.rule}`;
  // An unknown rule is the one case where the server's sentence is better than nothing.
  if (!tr.exists(key)) return error.message;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  if (typeof params.other === 'string') params.other = fieldLabelText(tr, params.other, labels);
  return tr.t(key, { ...params, field: fieldLabelText(tr, field, labels) });
}

/** The translated text for an error code, else the default of SPEC 8. */
export function codeMessageText(tr: Translator, code: number | null): string {
  if (code !== null && tr.exists(`errors.${code}`)) return tr.t(`errors.${code}`);
  return tr.t('errors.default');
}
