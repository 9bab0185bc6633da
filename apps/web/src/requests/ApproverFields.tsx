/**
 * The approver choices of a request form (SPEC 5): approver 1 always, approver 2 only where the
 * company or project offers a second level, and then required (the server refuses it missing).
 */
import type { IdName } from '@staffhub/domain';
import { translateFieldError } from '../api/validation';
import { SelectField, useFieldBinding } from './fields';

export const toOptions = (items: readonly IdName[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** Inside a `RequestForm`: the rules and labels are the kind's. */
export function ApproverFields({
  testId,
  candidates,
  loading,
  placeholder,
}: {
  /** The kind's test id prefix: `${testId}-approver-1` and `-2`. */
  testId: string;
  candidates: { level1: readonly IdName[]; level2: readonly IdName[] } | undefined;
  loading?: boolean;
  placeholder: string;
}) {
  const { labels } = useFieldBinding();
  const hasLevel2 = (candidates?.level2.length ?? 0) > 0;
  const select = (options: readonly IdName[] | undefined) => ({
    options: toOptions(options),
    loading,
    placeholder,
  });
  return (
    <div className="app-form-row">
      <SelectField
        name="approve_person_1"
        required
        search
        testId={`${testId}-approver-1`}
        select={select(candidates?.level1)}
      />
      {hasLevel2 && (
        <SelectField
          name="approve_person_2"
          required
          search
          testId={`${testId}-approver-2`}
          rules={[
            {
              required: true,
              message: translateFieldError('approve_person_2', { rule: 'required', message: '' }, labels),
            },
          ]}
          select={select(candidates?.level2)}
        />
      )}
    </div>
  );
}
