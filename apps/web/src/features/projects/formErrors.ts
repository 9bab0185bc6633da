/**
 * Field messages on the project forms, from the domain's checks run in the browser and from the
 * server's 422 answers, for any path: a list item's field (`plans.0.end_date`) is an antd name path
 * with a number in it, which the shared client (it splits on dots, keeping strings) cannot reach.
 */
import type { FieldError, FieldErrors } from '@staffhub/domain';
import type { FormInstance, FormRule } from 'antd';
import { ApiError } from '../../api/http';
import { projectLabels } from '../../api/projects';
import { translateFieldError } from '../../api/validation';
import { namePathOf } from './form';

/** The message of one field's problem, with the project labels (list items by their field's name). */
export function projectFieldText(field: string, error: FieldError): string {
  return translateFieldError(field, error, projectLabels([field]));
}

/** `form.setFields` entries for a set of problems (the whole-body `_` left out). */
export function fieldEntries(
  errors: FieldErrors,
  text: (field: string, error: FieldError) => string,
): Array<{ name: (string | number)[]; errors: string[] }> {
  return Object.entries(errors)
    .filter(([field]) => field !== '_')
    .map(([field, list]) => ({ name: namePathOf(field), errors: list.map((e) => text(field, e)) }));
}

/** Puts a refused save's field problems under their fields (the toast is the client's). */
export function applyApiErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || !error.fieldErrors) return;
  form.setFields(fieldEntries(error.fieldErrors, projectFieldText) as never);
}

/**
 * An antd rule checking one field (a dotted path) with a whole-form check: the domain's schema and
 * its rules across fields, so the browser says what the server would.
 */
export function pathRule<V>(field: string, errorsOf: (values: V) => FieldErrors): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const first = errorsOf(getFieldsValue(true) as V)[field]?.[0];
      if (first) throw new Error(projectFieldText(field, first));
    },
  });
}
