/**
 * The toast of a refused create or edit (SPEC 8), with the reason on its field too. The client's
 * writes are quiet (`quietWrites`), so this is the one report: creation leads with "An error
 * occurred while creating the leave request!", an edit with the code's own text.
 */
import type { FormInstance } from 'antd';
import { showError } from '../../api/feedback';
import { ApiError } from '../../api/http';
import { i18n } from '../../i18n';
import { createFailureKeys, fieldOfCode, refusalKey } from './rules';

const has = (key: string) => i18n.exists(key);

export function reportShortLeaveFailure(form: FormInstance, error: unknown, mode: 'create' | 'edit'): void {
  const code = error instanceof ApiError ? error.code : null;
  // A 401 has already ended the session: nothing to tell on this page.
  if (error instanceof ApiError && error.status === 401) return;
  const keys = mode === 'create' ? createFailureKeys(code, has) : [refusalKey(code, has) ?? 'errors.default'];
  showError(keys.map((key) => i18n.t(key)).join('\n'), code === null ? undefined : `short-leave-${code}`);
  const field = fieldOfCode(code);
  const why = refusalKey(code, has);
  if (field && why) form.setFields([{ name: field, errors: [i18n.t(why)] }]);
}
