/**
 * After a decision on the approval view, the way on: the next request of the kind still waiting
 * for the viewer (from the approval list's own first query, never the one just decided), or a
 * notice that none is left; both with the way back to the list.
 */
import { ArrowRightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@staffhub/domain';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccount } from '../api/account';
import { approvalFilters } from './ApprovalListPage';
import type { RequestTypes } from './client';
import type { RequestKind } from './kind';
import { decidableView } from './RowDecision';
import { nextWaitingId } from './rules';

export function NextRequest<T extends RequestTypes>({
  kind,
  decidedId,
}: {
  kind: RequestKind<T>;
  decidedId: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewerId = useAccount().data?.employee_id;
  const { testId: p, routes } = kind;
  const query = kind.client.useApprovalList(approvalFilters(kind), 1, PAGE_SIZES[0]);
  const items = query.data ? (kind.approvalPageOf(query.data)?.data ?? []) : [];
  const waiting = items.filter((item) => decidableView(kind, item, viewerId)).map(kind.idOf);
  // The list refetches after the decision: wait for it rather than offer a stale answer.
  const settling = query.isFetching || !query.data;
  const next = settling ? null : nextWaitingId(waiting, decidedId);

  const back = (
    <Button
      icon={<UnorderedListOutlined />}
      onClick={() => navigate(routes.approvalList)}
      data-testid={`${p}-back-to-list`}
    >
      {t('requests.next.backToList')}
    </Button>
  );

  return (
    <Card className="app-gap" loading={settling} data-testid={`${p}-next-box`}>
      {next !== null ? (
        <Space orientation="vertical">
          <Typography.Text>{t('requests.next.more')}</Typography.Text>
          <Space wrap>
            <Button
              type="primary"
              icon={<ArrowRightOutlined />}
              onClick={() => navigate(routes.approval(next))}
              data-testid={`${p}-next-request`}
            >
              {t('requests.next.next')}
            </Button>
            {back}
          </Space>
        </Space>
      ) : (
        <Space orientation="vertical">
          <Typography.Text data-testid={`${p}-none-left`}>{t('requests.next.none')}</Typography.Text>
          {back}
        </Space>
      )}
    </Card>
  );
}
