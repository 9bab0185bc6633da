/**
 * Choose one file, see what is wrong with it before sending (type, size, by the rule of its kind),
 * then upload it with a progress bar. The overview's images and quotations use it.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../app/components/FileField';
import { acceptOf, type FileRuleName, fileProblem, sizeLimitText } from '../files';

export function problemText(
  t: (key: string, values?: Record<string, string>) => string,
  rule: FileRuleName,
  problem: ReturnType<typeof fileProblem>,
): string | null {
  if (problem === 'type') return t(`projects.files.type.${rule}`);
  if (problem === 'size') return t('projects.files.tooLarge', { size: sizeLimitText(rule) });
  if (problem === 'empty') return t('projects.files.empty');
  return null;
}

export function FileUploader({
  rule,
  label,
  disabled,
  testId,
  upload,
}: {
  rule: FileRuleName;
  label: string;
  disabled?: boolean;
  testId: string;
  /** Sends the file, reporting progress; resolves once stored (a refusal is told by the client). */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = file ? problemText(t, rule, fileProblem(rule, file)) : null;

  const send = async () => {
    if (!file || problem) return;
    setBusy(true);
    setPercent(0);
    try {
      await upload(file, setPercent);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch {
      // Told by the client (SPEC 8).
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };

  return (
    <div className="app-project-uploader">
      <FileField
        label={label}
        browse={t('projects.files.browse')}
        noFile={t('projects.files.noFile')}
        accept={acceptOf(rule)}
        file={file}
        problem={problem}
        disabled={Boolean(disabled) || busy}
        inputRef={inputRef}
        testId={`${testId}-input`}
        onChange={setFile}
      />
      <Space wrap>
        <Button
          icon={<UploadOutlined />}
          onClick={() => void send()}
          loading={busy}
          disabled={Boolean(disabled) || !file || Boolean(problem)}
          data-testid={`${testId}-upload`}
        >
          {t('projects.files.upload')}
        </Button>
        {percent !== null && (
          <Progress
            percent={percent}
            size="small"
            status="active"
            className="app-project-progress"
            aria-label={t('projects.files.uploading')}
          />
        )}
      </Space>
    </div>
  );
}
