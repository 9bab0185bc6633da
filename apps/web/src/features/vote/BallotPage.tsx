/**
 * /summer-trip/vote: the vote of a year and period (the newest by default): its state, the
 * destinations as large cards in their colours, the caller's vote (changeable until the end), and
 * for the vote managers (`can_access_vote`) the panel that sets the destinations and starts, ends
 * and resets the vote. Live: the server's vote event reloads it while it is open.
 */
import { BarChartOutlined, CheckCircleFilled } from '@ant-design/icons';
import type { VoteResults } from '@staffhub/domain';
import { Alert, Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import { showSuccess } from '../../api/feedback';
import { castBallot, useInvalidateVote, useVoteResults } from '../../api/vote';
import { PageHeading } from '../../app/components/PageHeading';
import { shareOf, textOn } from './chart';
import { ManagerPanel } from './ManagerPanel';
import { StatusLine } from './StatusCard';
import { useVotePick, VotePicker } from './VotePicker';
import './vote.css';

export const CHART_PATH = '/summer-trip/vote-chart';

function ChoiceCards({
  data,
  onVote,
  busy,
}: {
  data: VoteResults;
  onVote: (id: number) => void;
  busy: number | null;
}) {
  const { t } = useTranslation();
  const isOpen = data.status_vote === 'started';
  const showLeader = data.total > 0;
  return (
    <ul className="app-vote-choices" data-testid="vote-choices">
      {data.choices.map((c) => {
        const mine = data.my_vote === c.id;
        const leads = showLeader && data.result.includes(c.id);
        const count = data.votes[String(c.id)] ?? 0;
        return (
          <li key={c.id}>
            <button
              type="button"
              className={`app-vote-choice${mine ? ' is-mine' : ''}`}
              style={{ ['--vote-color' as string]: c.color, ['--vote-ink' as string]: textOn(c.color) }}
              disabled={!isOpen || busy !== null}
              aria-pressed={mine}
              // Named by its whole visible text (the destination, its count, its tags; WCAG 2.5.3);
              // aria-pressed marks the caller's choice.
              onClick={() => onVote(c.id)}
              data-testid={`vote-choice-${c.id}`}
            >
              <span className="app-vote-choice-band" aria-hidden="true" />
              <span className="app-vote-choice-name">{c.name}</span>
              <span className="app-vote-choice-count">
                {t('vote.count', { count, share: shareOf(data, c.id) })}
              </span>
              <span className="app-vote-choice-tags">
                {mine && (
                  <span className="app-vote-mine">
                    <CheckCircleFilled /> {t('vote.yourChoice')}
                  </span>
                )}
                {leads && (
                  <span className="app-vote-lead">
                    {t(data.status_vote === 'finished' ? 'vote.winner' : 'vote.leading')}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function BallotPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [pick, setPick] = useVotePick();
  const results = useVoteResults(pick);
  const invalidate = useInvalidateVote();
  const [busy, setBusy] = useState<number | null>(null);
  const data = results.data;
  const timeZone = account.data?.company_time_zone;
  const canManage = account.data?.can_access_vote === true;
  const myChoice = data?.choices.find((c) => c.id === data.my_vote);

  const vote = async (choiceId: number) => {
    if (!data) return;
    setBusy(choiceId);
    try {
      await castBallot(data.year, data.period, choiceId);
      showSuccess(t('vote.votedToast', { name: data.choices.find((c) => c.id === choiceId)?.name ?? '' }));
    } catch {
      // The client told the refusal in a toast.
    } finally {
      setBusy(null);
      void invalidate();
    }
  };

  const chartLink = data ? `${CHART_PATH}?year=${data.year}&period=${data.period}` : CHART_PATH;
  return (
    <>
      <PageHeading
        extra={
          <Link to={chartLink}>
            <Button icon={<BarChartOutlined />} data-testid="vote-chart-link">
              {t('vote.seeChart')}
            </Button>
          </Link>
        }
      />
      {results.isError && !data && <Alert type="error" showIcon title={t('common.loadFailed')} />}
      {!data && results.isPending && <Skeleton active />}
      {data && (
        <Space direction="vertical" size={16} className="app-vote-page">
          <Card size="small">
            <div className="app-vote-head">
              <VotePicker year={data.year} period={data.period} onChange={setPick} />
              <StatusLine status={data} timeZone={timeZone} />
            </div>
          </Card>
          <Card title={t('vote.choicesTitle')} size="small">
            {data.choices.length === 0 ? (
              <Empty description={t('vote.noChoices')} />
            ) : (
              <>
                <Typography.Paragraph className="app-vote-mine-line" data-testid="vote-my-vote">
                  {myChoice ? t('vote.myVote', { name: myChoice.name }) : t('vote.noVote')}{' '}
                  {data.status_vote === 'started' && (
                    <span className="app-vote-muted">
                      {myChoice ? t('vote.canChange') : t('vote.pickOne')}
                    </span>
                  )}
                </Typography.Paragraph>
                <ChoiceCards data={data} onVote={vote} busy={busy} />
                <Typography.Paragraph className="app-vote-muted app-vote-total">
                  {t('vote.totalVotes', { count: data.total })}
                </Typography.Paragraph>
              </>
            )}
          </Card>
          {canManage && <ManagerPanel data={data} timeZone={timeZone} />}
        </Space>
      )}
    </>
  );
}
