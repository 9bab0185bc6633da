/**
 * One file as a form control (`value` / `onChange` from the form item): the shared file field,
 * which carries its own label; the form item under it shows the problems (its rule, or the server's).
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../app/components/FileField';
import { acceptOf, type FileRuleName, fileProblem } from '../files';
import { problemText } from './FileUploader';

export function FileControl({
  rule,
  label,
  testId,
  value,
  onChange,
  disabled,
}: {
  rule: FileRuleName;
  label: string;
  testId: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  return (
    <FileField
      label={label}
      browse={t('projects.files.browse')}
      noFile={t('projects.files.noFile')}
      accept={acceptOf(rule)}
      file={value ?? null}
      problem={null}
      disabled={Boolean(disabled)}
      inputRef={ref}
      testId={testId}
      onChange={(file) => onChange?.(file)}
    />
  );
}

/** The form rule of a file control: its kind's type and size. */
export function fileRule(rule: FileRuleName, t: Parameters<typeof problemText>[0]) {
  return {
    validator: async (_: unknown, file: File | null | undefined) => {
      const problem = file ? problemText(t, rule, fileProblem(rule, file)) : null;
      if (problem) throw new Error(problem);
    },
  };
}
