/**
 * /sabbatical-leave-request/short-leave-request (mine) and .../assigned (assigned to me): the
 * short leave lists of SPEC 2 / 7 as two tabs, with the date range, type and status filters. Mine
 * can be edited while pending; one assigned to me can be decided while pending. A notification's
 * `?id=` opens that request (read by its id, on the tab that holds it).
 */
import { CheckCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZES, passesGate, type ShortLeaveFilters, type ShortLeaveItem } from '@staffhub/domain';
import { Badge, Button, Card, Form, Space, Tabs } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAccount, useCountRequest } from '../../api/account';
import { PageHeading } from '../../app/components/PageHeading';
import { useRouteMeta } from '../../app/useRouteMeta';
import { whoColumns } from '../../requests/columns';
import { type FilterValues, filterField, toFilters } from '../../requests/filters';
import { FilterCard } from '../approvals/list/FilterCard';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { type PageState, tablePagination } from '../approvals/list/paging';
import { actionsColumn, DetailAction, EditAction } from '../approvals/list/RowActions';
import { ShortLeaveDetailModal } from './components/ShortLeaveDetailModal';
import { shortLeaveKind as kind } from './kind';
import { SHORT_LEAVE_ASSIGNED_PATH, SHORT_LEAVE_PATH } from './rules';

/** Which list: my own requests, or those assigned to me. */
type Scope = 'mine' | 'assigned';

interface Paging extends PageState {
  sortBy: 'asc' | 'desc';
}

const FIRST_PAGE: Paging = { page: 1, perPage: PAGE_SIZES[0], sortBy: 'desc' };
const PATHS: Record<Scope, string> = { mine: SHORT_LEAVE_PATH, assigned: SHORT_LEAVE_ASSIGNED_PATH };

export function ShortLeaveListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const scope: Scope = useRouteMeta()?.id === 'shortLeaveAssigned' ? 'assigned' : 'mine';
  const account = useAccount();
  const counts = useCountRequest(account.data);
  const timeZone = account.data?.company_time_zone;
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<ShortLeaveFilters>({});
  const [paging, setPaging] = useState<Record<Scope, Paging>>({ mine: FIRST_PAGE, assigned: FIRST_PAGE });
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const { client, testId: p } = kind;

  const withSort = (of: Scope) => ({ ...filters, sort_by: paging[of].sortBy });
  const mine = client.useList(withSort('mine'), paging.mine.page, paging.mine.perPage);
  const assigned = client.useApprovalList(
    withSort('assigned'),
    paging.assigned.page,
    paging.assigned.perPage,
  );
  const lists = { mine, assigned };
  const query = lists[scope];
  const result =
    scope === 'mine'
      ? mine.data && kind.pageOf(mine.data)
      : assigned.data && kind.approvalPageOf(assigned.data);
  const isApprover = account.data ? passesGate('approver', account.data) : false;
  const showAssignedTab = isApprover || (assigned.data?.pagination.total ?? 0) > 0 || scope === 'assigned';
  const pending = counts.data?.requestNoConfirmShortLeave ?? 0;

  // A notification's ?id=: read that request (whatever page holds it) and open it once, on the tab
  // that holds it: assigned to me when I may decide it or it is someone else's, else mine.
  const focusId = Number(params.get('id')) || null;
  const focus = client.useDetail(focusId, { inPanel: true });
  const focused = useRef<number | null>(null);
  useEffect(() => {
    if (!focusId || focused.current === focusId || focus.isPending || !account.data) return;
    const item = focus.data?.data;
    const target: Scope =
      item && (item.can_decide || item.employee_id !== account.data.employee_id) ? 'assigned' : 'mine';
    if (item && target !== scope) {
      // The list on that tab opens it (the page may be drawn anew for the other route).
      navigate({ pathname: PATHS[target], search: location.search }, { replace: true });
      return;
    }
    focused.current = focusId;
    // Opened even when it could not be read: the modal says why (gone, or not yours).
    setViewing(focusId);
  }, [focusId, focus.isPending, focus.data, account.data, scope, navigate, location.search]);

  const closeViewing = () => {
    setViewing(null);
    if (params.has('id') || params.has('notification')) {
      const next = new URLSearchParams(params);
      next.delete('id');
      next.delete('notification');
      setParams(next, { replace: true });
    }
  };

  const setScopePaging = (patch: Partial<Paging>) =>
    setPaging((all) => ({ ...all, [scope]: { ...all[scope], ...patch } }));

  const columns = useMemo(() => {
    const sortBy = paging[scope].sortBy;
    const own = kind.columns(t, { scope: scope === 'mine' ? 'mine' : 'approval', timeZone }).map((column) =>
      column.key === 'request_date'
        ? {
            ...column,
            sorter: true,
            sortDirections: ['descend' as const, 'ascend' as const, 'descend' as const],
            sortOrder: sortBy === 'asc' ? ('ascend' as const) : ('descend' as const),
          }
        : column,
    );
    return [
      ...(scope === 'assigned' ? whoColumns<ShortLeaveItem>(t, (item) => item.employee.name, kind.who) : []),
      ...own,
      actionsColumn<ShortLeaveItem>(t('common.actions'), scope === 'assigned' ? 130 : 90, (item) => (
        <Space size={4}>
          <DetailAction
            title={t('requests.list.detail')}
            onClick={() => setViewing(item.id)}
            testId={`${p}-row-detail-${item.id}`}
          />
          {scope === 'mine' && kind.canEdit(item) && (
            <EditAction onClick={() => setEditing(item.id)} testId={`${p}-row-edit-${item.id}`} />
          )}
          {scope === 'assigned' && item.can_decide && (
            <Button
              size="small"
              type="primary"
              icon={<CheckCircleOutlined />}
              onClick={() => setViewing(item.id)}
              data-testid={`${p}-row-decide-${item.id}`}
            >
              {t('shortLeave.list.decide')}
            </Button>
          )}
        </Space>
      )),
    ];
  }, [t, scope, paging, timeZone]);

  const table = (
    <>
      <LoadFailedAlert query={query} />
      <ListTable<ShortLeaveItem>
        rowKey={kind.rowKey}
        columns={columns}
        dataSource={result?.data ?? []}
        loading={query.isFetching}
        empty={t(scope === 'assigned' ? 'shortLeave.list.emptyAssigned' : 'shortLeave.list.empty')}
        data-testid={`${p}-table-${scope}`}
        rowTestId={(item) => `${p}-row-${item.id}`}
        onChange={(_, __, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
          setScopePaging({ sortBy: order === 'ascend' ? 'asc' : 'desc', page: 1 });
        }}
        pagination={tablePagination(t, result, paging[scope], setScopePaging)}
      />
    </>
  );

  const tabLabel = (key: Scope) => {
    const total = lists[key].data?.pagination.total;
    return (
      <span data-testid={`${p}-tab-${key}`}>
        {t(`shortLeave.tabs.${key}`)}
        {total !== undefined && <span className="app-muted app-num"> ({total})</span>}
        {key === 'assigned' && pending > 0 && (
          <Badge
            count={pending}
            size="small"
            style={{ marginInlineStart: 6 }}
            title={t('common.pendingApprovals', { count: pending })}
          />
        )}
      </span>
    );
  };

  const { EditModal } = kind.form;
  return (
    <>
      <PageHeading
        extra={
          <Link to={kind.routes.create}>
            <Button type="primary" icon={<PlusOutlined />} data-testid={`${p}-register`}>
              {t('shortLeave.list.register')}
            </Button>
          </Link>
        }
      />
      <FilterCard
        form={form}
        searchTestId={`${p}-search`}
        onSearch={(values) => {
          setFilters(toFilters(values) as ShortLeaveFilters);
          setPaging((all) => ({ mine: { ...all.mine, page: 1 }, assigned: { ...all.assigned, page: 1 } }));
        }}
        onReset={() => {
          setFilters({});
          setPaging({ mine: FIRST_PAGE, assigned: FIRST_PAGE });
        }}
      >
        {/* One filter card for both tabs (my list's test ids). */}
        {kind.filters.mine.map((name) => filterField(name, kind.area, t, p, 'mine', kind.filters.extra))}
      </FilterCard>
      <Card>
        <Tabs
          activeKey={scope}
          onChange={(key) => navigate(PATHS[key as Scope])}
          data-testid={`${p}-tabs`}
          items={[
            { key: 'mine', label: tabLabel('mine'), children: scope === 'mine' ? table : null },
            ...(showAssignedTab
              ? [
                  {
                    key: 'assigned',
                    label: tabLabel('assigned'),
                    children: scope === 'assigned' ? table : null,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <ShortLeaveDetailModal id={viewing} onClose={closeViewing} />
      <EditModal kind={kind} id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
