/**
 * /summer-trip/vote-chart: the results of a vote per destination (bars in the destinations'
 * colours) and per team (stacked bars), through the app's chart wrapper (each with its table of
 * figures). Live: the server's vote event reloads the results while voting is open.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import { useVoteResults } from '../../api/vote';
import { Chart } from '../../app/charts/Chart';
import { PageHeading } from '../../app/components/PageHeading';
import { choiceChartSpec, teamChartSpec } from './chart';
import { StatusLine } from './StatusCard';
import { useVotePick, VotePicker } from './VotePicker';
import './vote.css';

const BALLOT_PATH = '/summer-trip/vote';

export function ChartPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [pick, setPick] = useVotePick();
  const results = useVoteResults(pick);
  const data = results.data;
  const words = useMemo(
    () => ({
      votes: t('vote.chart.axisVotes'),
      choice: t('vote.chart.axisChoice'),
      team: t('vote.chart.axisTeam'),
      noTeam: t('vote.chart.noTeam'),
    }),
    [t],
  );
  const byChoice = useMemo(() => data && choiceChartSpec(data, words), [data, words]);
  const byTeam = useMemo(() => data && teamChartSpec(data, words), [data, words]);
  const leaders = data?.choices.filter((c) => data.result.includes(c.id)).map((c) => c.name) ?? [];
  const back = data ? `${BALLOT_PATH}?year=${data.year}&period=${data.period}` : BALLOT_PATH;

  return (
    <>
      <PageHeading
        extra={
          <Link to={back}>
            <Button icon={<ArrowLeftOutlined />} data-testid="vote-ballot-link">
              {t('vote.backToBallot')}
            </Button>
          </Link>
        }
      />
      {results.isError && !data && <Alert type="error" showIcon title={t('common.loadFailed')} />}
      {!data && results.isPending && <Skeleton active />}
      {data && byChoice && byTeam && (
        <Space direction="vertical" size={16} className="app-vote-page">
          <Card size="small">
            <div className="app-vote-head">
              <VotePicker year={data.year} period={data.period} onChange={setPick} />
              <StatusLine status={data} timeZone={account.data?.company_time_zone} />
            </div>
            <Typography.Paragraph className="app-vote-result" data-testid="vote-result">
              {leaders.length ? t('vote.result', { names: leaders.join(', ') }) : t('vote.noResult')}{' '}
              <span className="app-vote-muted">{t('vote.totalVotes', { count: data.total })}</span>
            </Typography.Paragraph>
            {data.status_vote === 'started' && (
              <Typography.Text className="app-vote-muted">{t('vote.chart.live')}</Typography.Text>
            )}
          </Card>
          {data.choices.length === 0 ? (
            <Card>
              <Empty description={t('vote.noChoices')} />
            </Card>
          ) : (
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={10}>
                <Card className="app-fill-card">
                  <Chart
                    spec={byChoice}
                    testId="vote-choice-chart"
                    title={t('vote.chart.byChoice')}
                    ariaLabel={t('vote.chart.byChoiceSummary', {
                      total: data.total,
                      list: data.choices.map((c) => `${c.name} ${data.votes[String(c.id)] ?? 0}`).join(', '),
                    })}
                  />
                </Card>
              </Col>
              <Col xs={24} xl={14}>
                <Card className="app-fill-card">
                  <Chart
                    spec={byTeam}
                    testId="vote-team-chart"
                    height={Math.max(260, 40 + data.teams.length * 12)}
                    title={t('vote.chart.byTeam')}
                    ariaLabel={t('vote.chart.byTeamSummary', { teams: data.teams.length })}
                  />
                </Card>
              </Col>
            </Row>
          )}
        </Space>
      )}
    </>
  );
}
