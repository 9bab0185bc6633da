/**
 * Beside a request's approval view (issue #20): who else in the requester's team is away or on
 * overtime on its days, and for leave the requester's balance once approved, so the approver
 * decides without opening the team calendar, the list and the ledger. Only the request's approvers
 * and administrators get it; for anyone else the server refuses and nothing is shown.
 */
import { type ApprovalKind, type ApproverContext as Context, DATE_FORMAT } from '@staffhub/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';
import type { RequestArea } from '../../requests/kind';

const KIND_OF: Record<RequestArea, ApprovalKind> = {
  overtime: 'overtime',
  corrections: 'correction',
  remote: 'remote',
  leave: 'leave',
  shortLeave: 'short_leave',
};

const day = (date: string) => dayjs(date).format(DATE_FORMAT);
const span = (from: string, to: string) => (from === to ? day(from) : `${day(from)} – ${day(to)}`);

export function ApproverContext({ area, id }: { area: RequestArea; id: number }) {
  const { t } = useTranslation();
  const kind = KIND_OF[area];
  const query = useQuery({
    queryKey: queryKeys.approverContext(kind, id),
    queryFn: ({ signal }) =>
      api.get<Context>('/approver-context', { query: { kind, id }, signal, quiet: true, stayOnPage: true }),
    retry: false,
  });
  const data = query.data;
  if (!data) return null;
  type Other = Context['others'][number];
  return (
    <Card
      className="app-gap"
      title={t('approverContext.title', { days: span(data.from, data.to) })}
      data-testid="approver-context"
    >
      {data.balance && (
        <Typography.Paragraph data-testid="approver-context-balance">
          {t('approverContext.balance', {
            now: data.balance.remaining_days,
            after: data.balance.remaining_after_approval,
          })}
        </Typography.Paragraph>
      )}
      {data.others.length === 0 ? (
        <Typography.Paragraph className="app-muted" data-testid="approver-context-nobody">
          {data.team ? t('approverContext.nobody', { team: data.team.name }) : t('approverContext.noTeam')}
        </Typography.Paragraph>
      ) : (
        <>
          {data.team && (
            <Typography.Paragraph className="app-muted">
              {t('approverContext.team', { team: data.team.name, count: data.team.size })}
            </Typography.Paragraph>
          )}
          <Table<Other>
            size="small"
            rowKey={(o) => `${o.kind}-${o.employee_id}-${o.from}`}
            dataSource={data.others}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="approver-context-table"
            columns={[
              {
                key: 'person',
                title: t('approverContext.person'),
                render: (_, o) => (
                  <span>
                    {o.name} <span className="app-muted">{o.employee_code}</span>
                  </span>
                ),
              },
              {
                key: 'what',
                title: t('approverContext.what'),
                render: (_, o) => t(`approverContext.kind.${o.kind}`),
              },
              {
                key: 'days',
                title: t('approverContext.days'),
                render: (_, o) => <span className="app-num">{span(o.from, o.to)}</span>,
              },
              {
                key: 'status',
                title: t('approverContext.status'),
                render: (_, o) =>
                  o.status === 2 ? (
                    <Tag color="green">{t('approverContext.approved')}</Tag>
                  ) : (
                    <Tag color="gold">{t('approverContext.pending')}</Tag>
                  ),
              },
            ]}
          />
          {data.truncated && (
            <Typography.Paragraph className="app-muted">
              {t('approverContext.truncated')}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Card>
  );
}
