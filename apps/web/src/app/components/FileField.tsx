import { UploadOutlined } from '@ant-design/icons';
import { type Ref, useId } from 'react';

/**
 * An accessible file choice for upload dialogs: the native input (named by its label, described by
 * the chosen file's name or by the problem found with it) behind a button-like look. The imports of
 * attendance and of staff share it.
 */
export function FileField({
  label,
  browse,
  noFile,
  accept,
  file,
  problem,
  disabled,
  inputRef,
  testId,
  problemTestId,
  onChange,
}: {
  label: string;
  browse: string;
  noFile: string;
  accept: string;
  file: File | null;
  /** What is wrong with the chosen file, said under it; null when nothing is. */
  problem: string | null;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  testId: string;
  problemTestId?: string;
  onChange: (file: File | null) => void;
}) {
  const inputId = useId();
  return (
    <div className="app-file-field">
      <label htmlFor={inputId} className="app-file-label">
        {label}
      </label>
      <div className="app-file-picker">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          className="app-file-input"
          data-testid={testId}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : `${inputId}-name`}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <span className="app-file-button" aria-hidden>
          <UploadOutlined /> {browse}
        </span>
        <span id={`${inputId}-name`} className={file ? 'app-file-name' : 'app-file-name app-muted-text'}>
          {file ? file.name : noFile}
        </span>
      </div>
      {problem && (
        <div id={`${inputId}-problem`} className="app-field-error" role="alert" data-testid={problemTestId}>
          {problem}
        </div>
      )}
    </div>
  );
}
