/** Translated texts of the import error report (plain module: tested in node with i18n). */
import type { FieldError } from '@staffhub/domain';
import { translateFieldError } from '../../api/validation';
import { i18n } from '../../i18n';
import { WHOLE_ROW } from './importErrors';

/** The column's label (the header name's field label, "Whole row" for `_`). */
export function importColumnText(column: string): string {
  if (column === WHOLE_ROW) return i18n.t('timesheets.import.wholeRow');
  const key = `fields.${column}`;
  return i18n.exists(key) ? i18n.t(key) : column;
}

/** One report line's message: the rule's translation, with clearer words for two import rules. */
export function importErrorText(column: string, error: FieldError): string {
  if (error.rule === 'unknown' && column === 'employee_code')
    return i18n.t('timesheets.import.unknownEmployee');
  if (error.rule === 'duplicate' && error.params?.line !== undefined) {
    return i18n.t('timesheets.import.duplicateOf', { line: error.params.line });
  }
  if (error.rule === 'after' && !error.params?.other) return i18n.t('timesheets.import.checkOutAfter');
  return translateFieldError(column, error);
}
