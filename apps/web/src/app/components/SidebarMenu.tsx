import {
  AppstoreOutlined,
  BookOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CoffeeOutlined,
  DashboardOutlined,
  EditOutlined,
  FlagOutlined,
  HomeOutlined,
  NotificationOutlined,
  ProjectOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { type Account, type CountRequest, passesGate } from '@staffhub/domain';
import { Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCheckpointMenu } from '../../api/checkpoint';
import {
  hasServerEntries,
  type ServerMenuCounts,
  serverBadge,
  serverMenuCounts,
  withServerMenu,
} from '../../features/checkpoint/menu';
import type { MenuIcon, MenuNode } from '../menu';

const ICONS: Record<MenuIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  timesheet: <TableOutlined />,
  overtime: <ClockCircleOutlined />,
  additional: <EditOutlined />,
  remote: <HomeOutlined />,
  sabbatical: <CoffeeOutlined />,
  skill: <SolutionOutlined />,
  seat: <AppstoreOutlined />,
  note: <BookOutlined />,
  news: <NotificationOutlined />,
  checkpoint: <FlagOutlined />,
  project: <ProjectOutlined />,
  vote: <CalendarOutlined />,
  people: <TeamOutlined />,
};

/** Larger counts show as 99+ (data-count keeps the exact number). */
const MAX_BADGE = 99;

type Item = NonNullable<MenuProps['items']>[number];

interface Props {
  nodes: readonly MenuNode[];
  account: Account | undefined;
  /** Pending counts; only given for approvers. */
  counts?: CountRequest | undefined;
  theme?: 'dark' | 'light';
  collapsed?: boolean;
  /** Called when a leaf is chosen (the phone drawer closes). */
  onNavigate?: (() => void) | undefined;
}

/** Nodes the account may see; gated nodes stay hidden until the account is known. */
function visible(nodes: readonly MenuNode[], account: Account | undefined): MenuNode[] {
  return nodes
    .filter((node) => !node.gate || node.gate === 'any' || (account ? passesGate(node.gate, account) : false))
    .map((node) => (node.children ? { ...node, children: visible(node.children, account) } : node))
    .filter((node) => !node.children || node.children.length > 0);
}

function badgeOf(
  node: MenuNode,
  counts: CountRequest | undefined,
  server: ServerMenuCounts | undefined,
): number {
  if (node.children) return node.children.reduce((sum, child) => sum + badgeOf(child, counts, server), 0);
  return (node.badge && counts ? counts[node.badge] : 0) + serverBadge(node, server);
}

/** The leaf whose link is the longest prefix of the current path. */
function selectedLeaf(
  nodes: readonly MenuNode[],
  pathname: string,
): { key: string; parents: string[] } | null {
  let best: { key: string; parents: string[]; length: number } | null = null;
  const walk = (list: readonly MenuNode[], parents: string[]) => {
    for (const node of list) {
      if (node.children) walk(node.children, [...parents, node.key]);
      else if (node.to && (pathname === node.to || pathname.startsWith(`${node.to}/`))) {
        if (!best || node.to.length > best.length) best = { key: node.key, parents, length: node.to.length };
      }
    }
  };
  walk(nodes, []);
  return best;
}

export function SidebarMenu({
  nodes,
  account,
  counts,
  theme = 'dark',
  collapsed = false,
  onNavigate,
}: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The check-point entries come from the server (SPEC 2, 6): hidden until it answered.
  const checkpointMenu = useCheckpointMenu(account !== undefined && hasServerEntries(nodes));
  const server = useMemo(() => serverMenuCounts(checkpointMenu.data), [checkpointMenu.data]);
  const shown = useMemo(() => visible(withServerMenu(nodes, server), account), [nodes, server, account]);
  const selected = selectedLeaf(shown, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(selected?.parents ?? []);
  const selectedParents = selected?.parents.join('|') ?? '';

  // Opening a screen from elsewhere (breadcrumb, notification) unfolds its group.
  useEffect(() => {
    if (!selectedParents) return;
    setOpenKeys((keys) => Array.from(new Set([...keys, ...selectedParents.split('|')])));
  }, [selectedParents]);

  const toItem = (node: MenuNode): Item => {
    const count = badgeOf(node, counts, server);
    const text = t(node.labelKey);
    const label = (
      <span className="app-menu-label">
        <span className="app-menu-text">{text}</span>
        {count > 0 && (
          <span
            className="app-menu-badge"
            data-testid={`badge-${node.key}`}
            data-count={count}
            title={
              hasServerEntries([node])
                ? t('menu.checkpointBadge', { count })
                : t('common.pendingApprovals', { count })
            }
          >
            {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
          </span>
        )}
      </span>
    );
    if (node.children) {
      return {
        key: node.key,
        icon: node.icon ? ICONS[node.icon] : undefined,
        label,
        children: node.children.map(toItem),
      };
    }
    return {
      key: node.key,
      icon: node.icon ? ICONS[node.icon] : undefined,
      label: <Link to={node.to ?? '/'}>{label}</Link>,
      title: text,
    };
  };

  return (
    <Menu
      mode="inline"
      theme={theme}
      items={shown.map(toItem)}
      selectedKeys={selected ? [selected.key] : []}
      onClick={onNavigate}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
}
