/**
 * The project's effort: members × months of a year (or × weeks of a month), each cell the member's
 * effort percent (and, when shown, the billing rate), typed over what is stored; the figure that
 * counts (fallbacks applied) shows as the placeholder. Save posts only the cells that changed; an
 * emptied cell removes its row. Under the grid the man-months per period against the contract
 * value; a member over 100 % across their projects is marked, with their total in a tooltip, and
 * the allocation panel lists each member's projects in a month. The members themselves are edited
 * in their own drawer.
 */
import {
  LeftOutlined,
  RightOutlined,
  SaveOutlined,
  TeamOutlined,
  UndoOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Empty,
  InputNumber,
  Segmented,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { showSuccess } from '../../../api/feedback';
import {
  type EffortGrid,
  type EffortView,
  saveEffort,
  useEffortEmployees,
  useEffortGrid,
} from '../../../api/projects';
import { queryKeys } from '../../../api/queryKeys';
import { MonthSwitcher } from '../../../app/components/MonthSwitcher';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import { todayIn } from '../../timesheets/dateRange';
import {
  type CellDraft,
  cellKey,
  cellValue,
  changedEfforts,
  type Drafts,
  type EffortCell,
  type EffortPeriod,
  editCell,
  effortTotals,
  gridDate,
  isChanged,
  isEditablePeriod,
  overAllocated,
  stepAnchor,
} from '../effort';
import { formatManMonths, formatPercent, formatProjectDate } from '../format';
import { positionText } from '../labels';
import { MembersDrawer } from './MembersDrawer';
import { useScrollFocus } from './parts';

function periodLabel(period: EffortPeriod, view: EffortView, locale: string): string {
  if (view === 'month') {
    const date = new Date(`${period.start_date}T00:00:00Z`);
    return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(date);
  }
  return `${formatProjectDate(period.start_date).slice(0, 5)}–${formatProjectDate(period.end_date).slice(0, 5)}`;
}

type OnEdit = (employeeId: number, cell: EffortCell, field: keyof CellDraft, value: number | null) => void;

/** One cell; memoised, so typing in a cell re-renders that cell, not the whole grid. */
const Cell = memo(function Cell({
  row,
  cell,
  draft,
  showRates,
  editable,
  locale,
  label,
  onEdit,
}: {
  row: EffortGrid['rows'][number];
  cell: EffortCell;
  /** What the user typed over this cell, if anything. */
  draft: CellDraft | undefined;
  showRates: boolean;
  editable: boolean;
  locale: string;
  label: string;
  onEdit: OnEdit;
}) {
  const { t } = useTranslation();
  const value = cellValue(cell, draft);
  const changed = isChanged(cell, draft);
  const className = [
    'app-effort-cell',
    cell.over ? 'app-effort-over' : '',
    changed ? 'app-effort-changed' : '',
    editable ? '' : 'app-effort-locked',
  ]
    .filter(Boolean)
    .join(' ');
  const over = cell.over ? (
    <Tooltip
      title={t('projects.effort.overTip', { name: row.name, total: formatPercent(cell.total, locale) })}
    >
      <WarningOutlined
        className="app-effort-over-icon"
        aria-label={t('projects.effort.overTip', {
          name: row.name,
          total: formatPercent(cell.total, locale),
        })}
        data-testid={`effort-over-${row.employee_id}-${cell.start_date}`}
      />
    </Tooltip>
  ) : null;
  return (
    <td className={className} data-testid={`effort-cell-${row.employee_id}-${cell.start_date}`}>
      <div className="app-effort-inputs">
        {editable ? (
          <InputNumber
            size="small"
            min={0}
            max={100}
            precision={0}
            value={value.effort}
            placeholder={String(cell.effective)}
            onChange={(v) => onEdit(row.employee_id, cell, 'effort', typeof v === 'number' ? v : null)}
            aria-label={t('projects.effort.effortOf', { cell: label })}
            className="app-effort-input"
            data-testid={`effort-input-${row.employee_id}-${cell.start_date}`}
          />
        ) : (
          <span className="app-num app-effort-readonly">{formatPercent(cell.effective, locale)}</span>
        )}
        {over}
      </div>
      {showRates && editable && (
        <InputNumber
          size="small"
          min={0}
          max={10}
          step={0.1}
          precision={2}
          value={value.set_value}
          placeholder="1"
          prefix="×"
          onChange={(v) => onEdit(row.employee_id, cell, 'set_value', typeof v === 'number' ? v : null)}
          aria-label={t('projects.effort.rateOf', { cell: label })}
          className="app-effort-input app-effort-rate"
          data-testid={`effort-rate-${row.employee_id}-${cell.start_date}`}
        />
      )}
      <div className="app-effort-mm app-num">{formatManMonths(cell.man_months, locale)}</div>
    </td>
  );
});

function Grid({
  grid,
  drafts,
  showRates,
  canManage,
  onEdit,
}: {
  grid: EffortGrid;
  drafts: Drafts;
  showRates: boolean;
  canManage: boolean;
  onEdit: OnEdit;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const totals = effortTotals(grid);
  const captionId = useId();
  const scroll = useRef<HTMLElement>(null);
  useScrollFocus(scroll);
  if (grid.rows.length === 0) return <Empty description={t('projects.effort.noMembers')} />;
  return (
    <section className="app-effort-scroll" ref={scroll} aria-labelledby={captionId}>
      <table className="app-effort-grid" data-testid="effort-grid">
        <caption id={captionId} className="app-sr-only">
          {t('projects.effort.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="app-effort-member">
              {t('projects.effort.member')}
            </th>
            {grid.periods.map((p) => (
              <th
                key={p.start_date}
                scope="col"
                title={`${formatProjectDate(p.start_date)} – ${formatProjectDate(p.end_date)}`}
              >
                {periodLabel(p, grid.view, locale)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.employee_id} data-testid={`effort-row-${row.employee_id}`}>
              <th scope="row" className="app-effort-member">
                <div className="app-effort-name">{row.name}</div>
                <Typography.Text type="secondary" className="app-effort-sub">
                  <span className="app-num">{row.employee_code}</span>
                  {row.position ? ` · ${positionText(t, row.position)}` : ''}
                </Typography.Text>
              </th>
              {row.cells.map((cell, i) => {
                const period = grid.periods[i] ?? cell;
                return (
                  <Cell
                    key={cell.start_date}
                    row={row}
                    cell={cell}
                    draft={drafts[cellKey(row.employee_id, cell.start_date)]}
                    showRates={showRates}
                    editable={canManage && isEditablePeriod(cell)}
                    locale={locale}
                    label={`${row.name}, ${periodLabel(period, grid.view, locale)}`}
                    onEdit={onEdit}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="effort-totals">
            <th scope="row" className="app-effort-member">
              {t('projects.effort.manMonths')}
            </th>
            {grid.man_months.map((mm, i) => (
              <td key={grid.periods[i]?.start_date ?? i} className="app-num app-effort-total">
                {formatManMonths(mm, locale)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <div className="app-effort-summary" data-testid="effort-summary">
        <span>
          {t(grid.view === 'month' ? 'projects.effort.totalYear' : 'projects.effort.totalMonth', {
            total: formatManMonths(totals.total, locale),
          })}
        </span>
        <span>
          {totals.contract === null
            ? t('projects.effort.noContract')
            : t('projects.effort.contract', {
                value: formatManMonths(totals.contract, locale),
                share: formatPercent(totals.share, locale),
              })}
        </span>
        {totals.isOverContract && (
          <Tag color="volcano" data-testid="effort-over-contract">
            {t('projects.effort.overContract')}
          </Tag>
        )}
      </div>
    </section>
  );
}

function AllocationPanel({
  projectId,
  open,
  month,
  onMonth,
  onClose,
}: {
  projectId: number;
  open: boolean;
  month: string;
  onMonth: (month: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useEffortEmployees(projectId, month, open);
  const employees = query.data?.employees ?? [];
  return (
    <Drawer open={open} onClose={onClose} size={720} title={t('projects.effort.allocationTitle')}>
      <Space vertical className="app-full-width" size={12}>
        <MonthSwitcher month={month} onChange={onMonth} testId="effort-allocation-month" />
        <LoadFailedAlert query={query} />
        {query.isPending ? (
          <div className="app-center-spin">
            <Spin />
          </div>
        ) : employees.length === 0 ? (
          <Empty description={t('projects.effort.noMembers')} />
        ) : (
          <ul className="app-effort-allocation" data-testid="effort-allocation">
            {employees.map((e) => (
              <li key={e.employee_id} className={e.over ? 'app-effort-allocation-over' : undefined}>
                <div className="app-effort-allocation-head">
                  <strong>{e.name}</strong>
                  <span className="app-num">{e.employee_code}</span>
                  <Tag color={e.over ? 'volcano' : 'green'}>
                    {t('projects.effort.total', { total: formatPercent(e.total, i18n.language) })}
                  </Tag>
                  {e.over && <Typography.Text type="danger">{t('projects.effort.over')}</Typography.Text>}
                </div>
                <ul className="app-effort-allocation-projects">
                  {e.projects.map((p) => (
                    <li key={p.id}>
                      <span className={p.id === projectId ? 'app-effort-this' : undefined}>{p.name}</span>
                      <span className="app-num">{formatPercent(p.effort, i18n.language)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Space>
    </Drawer>
  );
}

export function EffortTab({
  projectId,
  project,
  canManage,
}: {
  projectId: number;
  project: { start_date: string | null; end_date: string | null };
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const account = useAccount();
  const today = todayIn(account.data?.company_time_zone);
  const [view, setView] = useState<EffortView>('month');
  const [anchor, setAnchor] = useState(today);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [showRates, setShowRates] = useState(false);
  const [isAllocationOpen, setAllocationOpen] = useState(false);
  const [allocationMonth, setAllocationMonth] = useState(today.slice(0, 7));
  const [isMembersOpen, setMembersOpen] = useState(false);
  const date = gridDate(view, anchor);
  const query = useEffortGrid(projectId, date, view);
  // A previous period's grid stays on screen while the next one loads: edit only the one asked for.
  const grid = query.data && !query.isPlaceholderData ? query.data : undefined;
  const changes = useMemo(() => (grid ? changedEfforts(grid, drafts) : []), [grid, drafts]);
  const over = useMemo(() => (grid ? overAllocated(grid) : []), [grid]);

  const onEdit = useCallback<OnEdit>(
    (employeeId, cell, field, value) => setDrafts((d) => editCell(d, employeeId, cell, field, value)),
    [],
  );

  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.projectEffortAll(projectId) });
  const save = useMutation({
    mutationFn: (sent: Drafts) => saveEffort(projectId, { efforts: grid ? changedEfforts(grid, sent) : [] }),
    onSuccess: async (_answer, sent) => {
      showSuccess(t('projects.effort.saved', { count: grid ? changedEfforts(grid, sent).length : 0 }));
      await refresh();
      // Only what was sent is done: a cell typed while the grid reloaded stays a draft.
      setDrafts((now) =>
        Object.fromEntries(Object.entries(now).filter(([key, draft]) => sent[key] !== draft)),
      );
    },
  });

  /** Leaving the period asks first when typed values would be lost. */
  const leave = (then: () => void) => {
    if (changes.length === 0) {
      setDrafts({});
      then();
      return;
    }
    modal.confirm({
      title: t('projects.effort.discardTitle'),
      content: t('projects.effort.discardText', { count: changes.length }),
      okText: t('projects.effort.discard'),
      cancelText: t('common.cancel'),
      onOk: () => {
        setDrafts({});
        then();
      },
    });
  };

  const year = anchor.slice(0, 4);
  const navigation =
    view === 'month' ? (
      <Space size={4}>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('projects.effort.previousYear')}
          onClick={() => leave(() => setAnchor(stepAnchor('month', anchor, -1)))}
          data-testid="effort-year-previous"
        />
        <span className="app-num app-effort-year" data-testid="effort-year">
          {year}
        </span>
        <Button
          icon={<RightOutlined />}
          aria-label={t('projects.effort.nextYear')}
          onClick={() => leave(() => setAnchor(stepAnchor('month', anchor, 1)))}
          data-testid="effort-year-next"
        />
      </Space>
    ) : (
      <MonthSwitcher
        month={anchor.slice(0, 7)}
        onChange={(month) => leave(() => setAnchor(`${month}-01`))}
        testId="effort-month"
      />
    );

  return (
    <div className="app-project-stack">
      <Card size="small">
        <div className="app-effort-toolbar">
          <Space wrap>
            <Segmented<EffortView>
              value={view}
              onChange={(next) => leave(() => setView(next))}
              options={[
                { value: 'month', label: t('projects.effort.byMonth') },
                { value: 'week', label: t('projects.effort.byWeek') },
              ]}
              aria-label={t('projects.effort.view')}
              data-testid="effort-view"
            />
            {navigation}
          </Space>
          <Space wrap>
            <label className="app-switch-label" htmlFor="effort-rates">
              <Switch id="effort-rates" size="small" checked={showRates} onChange={setShowRates} />
              {t('projects.effort.showRates')}
            </label>
            <Button
              onClick={() => {
                // The month of the grid's period when it shows one, else this month (or January of another year).
                const sameYear = anchor.slice(0, 4) === today.slice(0, 4);
                setAllocationMonth(
                  view === 'week'
                    ? anchor.slice(0, 7)
                    : sameYear
                      ? today.slice(0, 7)
                      : `${anchor.slice(0, 4)}-01`,
                );
                setAllocationOpen(true);
              }}
              data-testid="effort-allocation-open"
            >
              {t('projects.effort.allocation')}
            </Button>
            <Button
              icon={<TeamOutlined />}
              onClick={() => setMembersOpen(true)}
              data-testid="effort-members-open"
            >
              {t('projects.members.title')}
            </Button>
          </Space>
        </div>
      </Card>

      {over.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="effort-over-alert"
          title={t('projects.effort.overTitle')}
          description={over
            .map((o) => t('projects.effort.overLine', { name: o.name, count: o.periods }))
            .join(' · ')}
        />
      )}

      <Card size="small">
        <LoadFailedAlert query={query} />
        {grid ? (
          <Grid grid={grid} drafts={drafts} showRates={showRates} canManage={canManage} onEdit={onEdit} />
        ) : (
          !query.isError && (
            <div className="app-center-spin">
              <Spin />
            </div>
          )
        )}
        <Typography.Paragraph type="secondary" className="app-gap-top">
          {t('projects.effort.hint')}
        </Typography.Paragraph>
        {canManage && (
          <div className="app-effort-actions">
            <Typography.Text type={changes.length ? undefined : 'secondary'} data-testid="effort-changes">
              {t('projects.effort.changes', { count: changes.length })}
            </Typography.Text>
            <Space wrap>
              <Button
                icon={<UndoOutlined />}
                onClick={() => setDrafts({})}
                disabled={changes.length === 0 || save.isPending}
                data-testid="effort-reset"
              >
                {t('projects.effort.discard')}
              </Button>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                onClick={() => save.mutate(drafts)}
                loading={save.isPending}
                disabled={changes.length === 0}
                data-testid="effort-save"
              >
                {t('common.save')}
              </Button>
            </Space>
          </div>
        )}
      </Card>

      <AllocationPanel
        projectId={projectId}
        open={isAllocationOpen}
        month={allocationMonth}
        onMonth={setAllocationMonth}
        onClose={() => setAllocationOpen(false)}
      />
      <MembersDrawer
        projectId={projectId}
        open={isMembersOpen}
        canManage={canManage}
        onClose={() => setMembersOpen(false)}
        project={project}
      />
    </div>
  );
}
