import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A request's detail with, below it, the decision box while it is the viewer's turn, or a notice
 * saying why there is none (not their turn yet, or already processed). Shared by the approval pages
 * and the notification drawer of every request kind.
 */
export function ApprovalView({
  detail,
  actions,
  status,
  area,
  testId,
}: {
  detail: ReactNode;
  /** The decision box when the viewer may decide; `null` shows the notice; `false` shows nothing. */
  actions: ReactNode | null | false;
  /** The request's status: 1 pending (not your turn yet), anything else processed. */
  status: number;
  /** The i18n area holding `approve.notYourTurn` and `approve.processed`. */
  area: 'overtime' | 'corrections' | 'remote' | 'leave';
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {detail}
      {actions === null ? (
        <Alert
          type="info"
          showIcon
          className="app-gap"
          data-testid={testId}
          title={t(status === 1 ? `${area}.approve.notYourTurn` : `${area}.approve.processed`)}
        />
      ) : (
        actions
      )}
    </>
  );
}
