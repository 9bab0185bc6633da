/**
 * Import of an attendance file (POST /timesheets/import): a .csv or .xlsx checked in the browser,
 * uploaded with a progress bar, then either the summary or the per-line error report of the 4220
 * answer (nothing is imported when any line is wrong).
 */
import { UploadOutlined } from '@ant-design/icons';
import { ErrorCode, IMPORT_HEADER, IMPORT_MAX_BYTES, PAGE_SIZES } from '@staffhub/domain';
import {
  Alert,
  Button,
  type ButtonProps,
  Descriptions,
  Modal,
  Progress,
  Result,
  Table,
  Typography,
} from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageForCode } from '../../../api/http';
import { type ImportResult, importTimesheets, useInvalidateTimesheets } from '../../../api/timesheets';
import { FileField } from '../../../app/components/FileField';
import {
  buildImportErrorRows,
  bytesToMegabytes,
  countErrorLines,
  type ImportErrorRow,
  importFileProblem,
} from '../importErrors';
import { importColumnText, importErrorText } from '../importReport';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; result: ImportResult }
  | { kind: 'invalid'; rows: ImportErrorRow[] }
  | { kind: 'failed'; message: string };

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const invalidate = useInvalidateTimesheets();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [percent, setPercent] = useState<number | null>(null);

  const maxSize = bytesToMegabytes(IMPORT_MAX_BYTES);
  const problem = file ? importFileProblem(file, IMPORT_MAX_BYTES) : null;
  const problemText =
    problem === 'type'
      ? t('timesheets.import.fileType')
      : problem === 'size'
        ? t('timesheets.import.fileSize', { size: maxSize })
        : problem === 'empty'
          ? t('timesheets.import.fileEmpty')
          : null;
  const uploading = phase.kind === 'uploading';

  const reset = () => {
    setFile(null);
    setPhase({ kind: 'idle' });
    setPercent(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const close = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    reset();
    onClose();
  };

  const upload = async () => {
    if (!file || problem) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setPercent(0);
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const result = await importTimesheets(file, setPercent, controller.signal);
      setPhase({ kind: 'done', result });
      void invalidate();
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.code === ErrorCode.VALIDATION && error.fieldErrors) {
        setPhase({ kind: 'invalid', rows: buildImportErrorRows(error.fieldErrors) });
      } else if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        // The session ended or access was refused: the app has already navigated (SPEC 8).
        setPhase({ kind: 'idle' });
      } else {
        setPhase({ kind: 'failed', message: messageForCode(error instanceof ApiError ? error.code : null) });
      }
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const finished = phase.kind === 'done';

  return (
    <Modal
      open={open}
      title={t('timesheets.import.title')}
      width={760}
      onCancel={close}
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={close}>
          {t(finished ? 'common.close' : 'common.cancel')}
        </Button>,
        finished || phase.kind === 'invalid' ? (
          <Button key="again" onClick={reset}>
            {t('timesheets.import.another')}
          </Button>
        ) : null,
        finished ? null : (
          <Button
            key="submit"
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => void upload()}
            loading={uploading}
            disabled={!file || !!problem || uploading || phase.kind === 'invalid'}
            {...({ 'data-testid': 'import-submit' } as ButtonProps)}
          >
            {t(uploading ? 'timesheets.import.uploading' : 'timesheets.import.submit')}
          </Button>
        ),
      ]}
    >
      <Typography.Paragraph>
        {t('timesheets.import.intro', { header: IMPORT_HEADER.join(',') })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('timesheets.import.limit', { size: maxSize })}
      </Typography.Paragraph>

      {!finished && (
        <FileField
          label={t('timesheets.import.chooseFile')}
          browse={t('timesheets.import.browse')}
          noFile={t('timesheets.import.noFile')}
          accept={ACCEPT}
          file={file}
          problem={problemText}
          disabled={uploading}
          inputRef={inputRef}
          testId="import-file-input"
          problemTestId="import-file-problem"
          onChange={(chosen) => {
            setFile(chosen);
            setPhase({ kind: 'idle' });
            setPercent(null);
          }}
        />
      )}

      {percent !== null && (
        <Progress
          percent={percent}
          status={
            phase.kind === 'invalid' || phase.kind === 'failed'
              ? 'exception'
              : finished
                ? 'success'
                : 'active'
          }
          data-testid="import-progress"
          aria-label={t('timesheets.import.uploading')}
        />
      )}

      {phase.kind === 'failed' && (
        <Alert type="error" showIcon title={phase.message} className="app-gap-top" />
      )}

      {phase.kind === 'done' && (
        <div data-testid="import-result">
          <Result
            status="success"
            title={t('timesheets.import.resultTitle')}
            className="app-compact-result"
          />
          <Descriptions
            bordered
            size="small"
            column={2}
            items={(['imported', 'created', 'updated', 'unchanged'] as const).map((key) => ({
              key,
              label: t(`timesheets.import.${key}`),
              children: <span data-testid={`import-result-${key}`}>{phase.result[key]}</span>,
            }))}
          />
        </div>
      )}

      {phase.kind === 'invalid' && (
        <div data-testid="import-errors" className="app-gap-top">
          <Alert
            type="error"
            showIcon
            title={t('timesheets.import.errorsTitle', {
              count: phase.rows.length,
              lines: countErrorLines(phase.rows),
            })}
            description={t('timesheets.import.errorsHint')}
            className="app-gap"
          />
          <Table<ImportErrorRow>
            size="small"
            rowKey="key"
            dataSource={phase.rows}
            pagination={
              phase.rows.length > PAGE_SIZES[0] ? { pageSize: PAGE_SIZES[0], showSizeChanger: false } : false
            }
            scroll={{ y: 320 }}
            columns={[
              {
                key: 'line',
                title: t('timesheets.import.line'),
                width: 80,
                align: 'right',
                render: (_, row) => row.line ?? '–',
              },
              {
                key: 'column',
                title: t('timesheets.import.column'),
                width: 160,
                render: (_, row) => importColumnText(row.column),
              },
              {
                key: 'problem',
                title: t('timesheets.import.problem'),
                render: (_, row) => importErrorText(row.column, row.error),
              },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
