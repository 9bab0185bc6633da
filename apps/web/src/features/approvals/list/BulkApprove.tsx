/** The bulk approval pieces of the approval lists: the toolbar, the row checkboxes and the result notice. */
import { CheckOutlined } from '@ant-design/icons';
import { App, Button, Space, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { messageForCode } from '../../../api/http';
import { type BulkFailure, groupFailures } from '../approvers';

/** What a bulk approval answers. */
export interface BulkResult {
  approved: readonly unknown[];
  failed: BulkFailure[];
}

interface BarProps {
  count: number;
  busy: boolean;
  onApprove: () => void;
  testId: string;
  /** The "n selected" text, shown while some rows are selected. */
  selectedText: (count: number) => ReactNode;
  /** The button's label. */
  children: ReactNode;
}

/** The toolbar above an approval table: the bulk approve button and how many rows are selected. */
export function BulkApproveBar({ count, busy, onApprove, testId, selectedText, children }: BarProps) {
  return (
    <div className="app-table-toolbar">
      <Space>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          disabled={count === 0}
          loading={busy}
          onClick={onApprove}
          data-testid={testId}
        >
          {children}
        </Button>
        {count > 0 && <span className="app-muted">{selectedText(count)}</span>}
      </Space>
    </div>
  );
}

/** The row checkboxes of an approval table (numeric row keys); `checkbox` says which rows may be ticked. */
export function bulkRowSelection<T>(
  selected: number[],
  onChange: (ids: number[]) => void,
  checkbox: (item: T) => { disabled: boolean; testId: string },
): TableProps<T>['rowSelection'] {
  return {
    selectedRowKeys: selected,
    onChange: (keys) => onChange(keys.map(Number)),
    getCheckboxProps: (item) => {
      const { disabled, testId } = checkbox(item);
      return { disabled, 'data-testid': testId } as never;
    },
  };
}

interface FailuresProps {
  failed: readonly BulkFailure[];
  testId: string;
  /** The "n could not be approved" line. */
  heading: ReactNode;
  /** One line per error code: the ids ("#3, #4") and the code's message. */
  line: (ids: string, message: string) => ReactNode;
}

/** The failed part of a bulk approval, grouped by error code. */
export function BulkFailures({ failed, testId, heading, line }: FailuresProps) {
  return (
    <div data-testid={testId}>
      <div>{heading}</div>
      <ul className="app-ot-failures">
        {groupFailures(failed).map(({ code, ids }) => (
          <li key={code}>{line(ids.map((id) => `#${id}`).join(', '), messageForCode(code))}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Reports a bulk approval: a success toast when all went through, else a warning whose body is
 * `failures` (usually a BulkFailures).
 */
export function useBulkNotice() {
  const { notification } = App.useApp();
  return (
    { approved, failed }: BulkResult,
    done: (count: number) => string,
    failures: (failed: BulkFailure[]) => ReactNode,
    className?: string,
  ) => {
    const title = done(approved.length);
    if (failed.length === 0) {
      showSuccess(title);
      return;
    }
    notification.warning({ title, placement: 'top', className, description: failures(failed) });
  };
}

interface BulkConfirm {
  title: string;
  okText: string;
  /** The test id of the dialog's OK button. */
  okTestId: string;
  approve: () => Promise<unknown>;
}

/** Asks before approving the selected rows; OK runs `approve` (a failure is shown by the HTTP client). */
export function useConfirmBulk() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return ({ title, okText, okTestId, approve }: BulkConfirm) => {
    modal.confirm({
      title,
      content: t('common.confirm'),
      okText,
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': okTestId } as never,
      onOk: async () => {
        try {
          await approve();
        } catch {
          // Reported by the HTTP client (SPEC 8).
        }
      },
    });
  };
}
