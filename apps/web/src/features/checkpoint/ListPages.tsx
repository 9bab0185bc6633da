/**
 * The check-point lists, one generic page each: the PM's, the department head's and the interview's
 * queues (waiting by default), the PM's sent assessments, and the final results with their export.
 */
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReviewListPage } from './components/ReviewListPage';
import { CHECKPOINT_PATHS } from './paths';
import './checkpoint.css';

function LinkTo({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to}>
      <Button type="link" className="cp-link-button">
        {t(label)}
      </Button>
    </Link>
  );
}

export function WaitingPmPage() {
  return (
    <ReviewListPage
      list="pm"
      defaultStatus="waiting"
      variant="queue"
      links={<LinkTo to={CHECKPOINT_PATHS.resultPm} label="routes.checkpointResultPm" />}
    />
  );
}

export function WaitingDmPage() {
  return (
    <ReviewListPage
      list="dm"
      defaultStatus="waiting"
      variant="queue"
      links={<LinkTo to={CHECKPOINT_PATHS.resultFinal} label="routes.checkpointResultFinal" />}
    />
  );
}

export function WaitingInterviewPage() {
  return (
    <ReviewListPage
      list="interview"
      defaultStatus="waiting"
      variant="queue"
      links={<LinkTo to={CHECKPOINT_PATHS.resultFinal} label="routes.checkpointResultFinal" />}
    />
  );
}

/** The PM's sent assessments, with their scores and suggested raises. */
export function ResultPmPage() {
  return (
    <ReviewListPage
      list="pm"
      defaultStatus="done"
      fixedStatus="done"
      variant="results"
      links={
        <Space wrap>
          <LinkTo to={CHECKPOINT_PATHS.waitingPm} label="menu.checkpointWaitingPm" />
        </Space>
      }
    />
  );
}

/** The final results (stage 4 and later) and the period's XLSX. */
export function ResultFinalPage() {
  return <ReviewListPage list="result" defaultStatus="all" variant="results" withExport />;
}
