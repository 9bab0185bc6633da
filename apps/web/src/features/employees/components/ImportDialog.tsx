/**
 * The staff import (POST /employees/import): download the template, choose a filled XLSX (checked
 * in the browser), upload it with a progress bar, then either "n people created" (the list is
 * refreshed) or the per-row problems of the 422 answer, when nothing was saved.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ErrorCode } from '@staffhub/domain';
import { Alert, Button, type ButtonProps, Modal, Progress, Result, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadImportTemplate, importEmployees, useInvalidateEmployees } from '../../../api/employees';
import { ApiError, messageForCode } from '../../../api/http';
import { FileField } from '../../../app/components/FileField';
import { bytesToMegabytes } from '../../timesheets/importErrors';
import {
  countProblemRows,
  IMPORT_ACCEPT,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportProblem,
  importFileProblem,
  importProblems,
  problemColumnText,
  problemText,
} from '../importReport';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'done'; created: number }
  | { kind: 'invalid'; problems: ImportProblem[] }
  | { kind: 'failed'; message: string };

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const invalidate = useInvalidateEmployees();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [percent, setPercent] = useState<number | null>(null);
  const [isTemplateLoading, setTemplateLoading] = useState(false);

  const maxSize = bytesToMegabytes(IMPORT_MAX_BYTES);
  const problem = file ? importFileProblem(file) : null;
  const fileProblemText =
    problem === 'type'
      ? t('employees.import.fileType')
      : problem === 'size'
        ? t('employees.import.fileSize', { size: maxSize })
        : problem === 'empty'
          ? t('employees.import.fileEmpty')
          : null;
  const uploading = phase.kind === 'uploading';
  const finished = phase.kind === 'done';

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

  const template = async () => {
    setTemplateLoading(true);
    try {
      await downloadImportTemplate();
    } catch {
      // Told by the download helper (SPEC 8).
    } finally {
      setTemplateLoading(false);
    }
  };

  const upload = async () => {
    if (!file || problem) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setPercent(0);
    setPhase({ kind: 'uploading' });
    try {
      const result = await importEmployees(file, setPercent, controller.signal);
      setPhase({ kind: 'done', created: result.created });
      void invalidate();
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors) {
        setPhase({ kind: 'invalid', problems: importProblems(error.fieldErrors) });
      } else if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        // The session ended or access was refused: the app has already navigated (SPEC 8).
        setPhase({ kind: 'idle' });
      } else {
        const code = error instanceof ApiError ? error.code : null;
        setPhase({ kind: 'failed', message: messageForCode(code ?? ErrorCode.INTERNAL) });
      }
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  return (
    <Modal
      open={open}
      title={t('employees.import.title')}
      width={760}
      onCancel={close}
      mask={{ closable: false }}
      data-testid="employee-import-dialog"
      footer={[
        <Button key="close" onClick={close}>
          {t(finished ? 'common.close' : 'common.cancel')}
        </Button>,
        finished || phase.kind === 'invalid' ? (
          <Button key="again" onClick={reset}>
            {t('employees.import.another')}
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
            {...({ 'data-testid': 'employee-import-submit' } as ButtonProps)}
          >
            {t(uploading ? 'employees.import.uploading' : 'employees.import.submit')}
          </Button>
        ),
      ]}
    >
      <Typography.Paragraph>{t('employees.import.intro')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('employees.import.limit', { size: maxSize, rows: IMPORT_MAX_ROWS.toLocaleString(i18n.language) })}
      </Typography.Paragraph>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => void template()}
        loading={isTemplateLoading}
        className="app-gap"
        data-testid="employee-import-template"
      >
        {t('employees.import.template')}
      </Button>

      {!finished && (
        <FileField
          label={t('employees.import.chooseFile')}
          browse={t('employees.import.browse')}
          noFile={t('employees.import.noFile')}
          accept={IMPORT_ACCEPT}
          file={file}
          problem={fileProblemText}
          disabled={uploading}
          inputRef={inputRef}
          testId="employee-import-file"
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
          aria-label={t('employees.import.uploading')}
        />
      )}

      {phase.kind === 'failed' && (
        <Alert type="error" showIcon title={phase.message} className="app-gap-top" />
      )}

      {phase.kind === 'done' && (
        <Result
          status="success"
          title={t('employees.import.created', { count: phase.created })}
          className="app-compact-result"
          data-testid="employee-import-result"
        />
      )}

      {phase.kind === 'invalid' && (
        <div data-testid="employee-import-errors" className="app-gap-top">
          <Alert
            type="error"
            showIcon
            title={t('employees.import.errorsTitle', {
              problems: phase.problems.length,
              rows: countProblemRows(phase.problems),
            })}
            description={t('employees.import.errorsHint')}
            className="app-gap"
          />
          <Table<ImportProblem>
            size="small"
            rowKey="key"
            dataSource={phase.problems}
            pagination={phase.problems.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            // The problems wrap rather than scroll sideways: on a phone they are the point of the table.
            scroll={{ y: 320 }}
            tableLayout="auto"
            columns={[
              {
                key: 'row',
                title: t('employees.import.row'),
                width: 64,
                align: 'right',
                render: (_, p) => p.row ?? '–',
              },
              {
                key: 'field',
                title: t('employees.import.field'),
                render: (_, p) => problemColumnText(t, p),
              },
              {
                key: 'problem',
                title: t('employees.import.problem'),
                render: (_, p) => problemText(t, p),
              },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
