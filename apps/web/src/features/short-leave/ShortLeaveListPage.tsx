/**
 * /sabbatical-leave-request/short-leave-request (mine) and .../assigned (assigned to me): the
 * short leave lists of SPEC 2 / 7 as two tabs, with the date range, type and status filters. Mine
 * can be edited while pending; one assigned to me can be decided while pending. A notification's
 * `?id=` opens that request (on the tab that holds it).
 */
import { CheckCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZES, passesGate, SHORT_LEAVE_TYPES } from '@staffhub/domain';
import { Badge, Button, Card, Form, Space, Tabs } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAccount, useCountRequest } from '../../api/account';
import {
  type ShortLeaveFilters,
  type ShortLeaveItem,
  type ShortLeaveScope,
  useShortLeaveList,
} from '../../api/shortLeave';
import { PageHeading } from '../../app/components/PageHeading';
import { useRouteMeta } from '../../app/useRouteMeta';
import { FilterCard } from '../approvals/list/FilterCard';
import { ChoiceField, DateRangeField, StatusField } from '../approvals/list/FilterFields';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { type PageState, tablePagination } from '../approvals/list/paging';
import { actionsColumn, DetailAction, EditAction } from '../approvals/list/RowActions';
import { shortLeaveColumns } from './components/columns';
import { EditShortLeaveModal } from './components/EditShortLeaveModal';
import { ShortLeaveDetailModal } from './components/ShortLeaveDetailModal';
import {
  SHORT_LEAVE_ASSIGNED_PATH,
  SHORT_LEAVE_CREATE_PATH,
  SHORT_LEAVE_PATH,
  type ShortLeaveFilterForm,
  toFilters,
} from './rules';

interface Paging extends PageState {
  sortBy: 'asc' | 'desc';
}

const FIRST_PAGE: Paging = { page: 1, perPage: PAGE_SIZES[0], sortBy: 'desc' };

export default function ShortLeaveListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const scope: ShortLeaveScope = useRouteMeta()?.id === 'shortLeaveAssigned' ? 'assigned' : 'mine';
  const account = useAccount();
  const counts = useCountRequest(account.data);
  const [form] = Form.useForm<ShortLeaveFilterForm>();
  const [filters, setFilters] = useState<ShortLeaveFilters>({});
  const [paging, setPaging] = useState<Record<ShortLeaveScope, Paging>>({
    mine: FIRST_PAGE,
    assigned: FIRST_PAGE,
  });
  const [viewing, setViewing] = useState<ShortLeaveItem | null>(null);
  const [editing, setEditing] = useState<ShortLeaveItem | null>(null);

  const withSort = (scopeOf: ShortLeaveScope) => ({ ...filters, sort_by: paging[scopeOf].sortBy });
  const mine = useShortLeaveList('mine', withSort('mine'), paging.mine.page, paging.mine.perPage);
  const assigned = useShortLeaveList(
    'assigned',
    withSort('assigned'),
    paging.assigned.page,
    paging.assigned.perPage,
  );
  const lists = { mine, assigned };
  const query = lists[scope];
  const isApprover = account.data ? passesGate('approver', account.data) : false;
  const showAssignedTab = isApprover || (assigned.data?.pagination.total ?? 0) > 0 || scope === 'assigned';
  const pending = counts.data?.requestNoConfirmShortLeave ?? 0;
  const timeZone = account.data?.company_time_zone;

  // The modals show the list's fresh copy of the request (a decision elsewhere updates it).
  const fresh = (item: ShortLeaveItem | null) =>
    item
      ? ([...(mine.data?.data ?? []), ...(assigned.data?.data ?? [])].find((i) => i.id === item.id) ?? item)
      : null;

  // A notification's ?id=: open that request once, on the tab that holds it.
  const focusId = Number(params.get('id')) || null;
  const focused = useRef<number | null>(null);
  useEffect(() => {
    if (!focusId || focused.current === focusId || !mine.data || !assigned.data) return;
    const toDecide = assigned.data.data.find((i) => i.id === focusId);
    const own = mine.data.data.find((i) => i.id === focusId);
    const item = toDecide && (toDecide.can_decide || !own) ? toDecide : own;
    focused.current = focusId;
    if (!item) return;
    const target = item === toDecide ? 'assigned' : 'mine';
    if (target !== scope) {
      navigate(
        {
          pathname: target === 'assigned' ? SHORT_LEAVE_ASSIGNED_PATH : SHORT_LEAVE_PATH,
          search: location.search,
        },
        { replace: true },
      );
    }
    setViewing(item);
  }, [focusId, mine.data, assigned.data, scope, navigate, location.search]);

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
    const base = shortLeaveColumns(t, { showEmployee: scope === 'assigned', sortBy: paging[scope].sortBy });
    base.push(
      actionsColumn<ShortLeaveItem>(t('common.actions'), scope === 'assigned' ? 130 : 90, (item) => (
        <Space size={4}>
          <DetailAction
            title={t('shortLeave.list.detail')}
            onClick={() => setViewing(item)}
            testId={`short-leave-row-detail-${item.id}`}
          />
          {scope === 'mine' && item.can_edit && (
            <EditAction onClick={() => setEditing(item)} testId={`short-leave-row-edit-${item.id}`} />
          )}
          {scope === 'assigned' && item.can_decide && (
            <Button
              size="small"
              type="primary"
              icon={<CheckCircleOutlined />}
              onClick={() => setViewing(item)}
              data-testid={`short-leave-row-decide-${item.id}`}
            >
              {t('shortLeave.list.decide')}
            </Button>
          )}
        </Space>
      )),
    );
    return base;
  }, [t, scope, paging]);

  const result = query.data;
  const table = (
    <>
      <LoadFailedAlert query={query} />
      <ListTable<ShortLeaveItem>
        rowKey="id"
        columns={columns}
        dataSource={result?.data ?? []}
        loading={query.isFetching}
        empty={t(scope === 'assigned' ? 'shortLeave.list.emptyAssigned' : 'shortLeave.list.empty')}
        data-testid={`short-leave-table-${scope}`}
        rowTestId={(item) => `short-leave-row-${item.id}`}
        onChange={(_, __, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
          setScopePaging({ sortBy: order === 'ascend' ? 'asc' : 'desc', page: 1 });
        }}
        pagination={tablePagination(t, result?.pagination, paging[scope], setScopePaging)}
      />
    </>
  );

  const tabLabel = (key: ShortLeaveScope) => {
    const total = lists[key].data?.pagination.total;
    return (
      <span data-testid={`short-leave-tab-${key}`}>
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

  return (
    <>
      <PageHeading
        extra={
          <Link to={SHORT_LEAVE_CREATE_PATH}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="short-leave-register">
              {t('shortLeave.list.register')}
            </Button>
          </Link>
        }
      />
      <FilterCard
        form={form}
        searchTestId="short-leave-search"
        onSearch={(values) => {
          setFilters(toFilters(values));
          setPaging((all) => ({
            mine: { ...all.mine, page: 1 },
            assigned: { ...all.assigned, page: 1 },
          }));
        }}
        onReset={() => {
          setFilters({});
          setPaging({ mine: FIRST_PAGE, assigned: FIRST_PAGE });
        }}
      >
        <DateRangeField label={t('shortLeave.filters.range')} testId="short-leave-filter-range" />
        <ChoiceField
          name="leave_type"
          label={t('shortLeave.filters.type')}
          placeholder={t('shortLeave.filters.all')}
          values={SHORT_LEAVE_TYPES}
          text={(type) => t(`shortLeave.types.${type}`)}
          testId="short-leave-filter-type"
        />
        <StatusField
          label={t('shortLeave.filters.status')}
          placeholder={t('shortLeave.filters.all')}
          text={(s) => t(`shortLeave.status.${s}`)}
          testId="short-leave-filter-status"
        />
      </FilterCard>
      <Card>
        <Tabs
          activeKey={scope}
          onChange={(key) => navigate(key === 'assigned' ? SHORT_LEAVE_ASSIGNED_PATH : SHORT_LEAVE_PATH)}
          data-testid="short-leave-tabs"
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
      <ShortLeaveDetailModal
        item={fresh(viewing)}
        showEmployee={fresh(viewing)?.employee_id !== account.data?.employee_id}
        timeZone={timeZone}
        onClose={closeViewing}
      />
      <EditShortLeaveModal item={editing} onClose={() => setEditing(null)} />
    </>
  );
}
