/**
 * The check-point group of the left menu follows the server (SPEC 2, 6): an entry tied to a key of
 * `GET /checkpoint/menu` is shown only when the server returns that key, with its count as the
 * badge where the entry says so. Pure (the sidebar and the tests use it); types only from the app.
 */
import type { CheckpointMenuKey } from '@staffhub/domain';
import type { MenuNode } from '../../app/menu';

/** The server's entries by key, with their counts; undefined while unknown. */
export type ServerMenuCounts = ReadonlyMap<CheckpointMenuKey, number>;

export function serverMenuCounts(
  menu: { menus: ReadonlyArray<{ key: CheckpointMenuKey; count: number }> } | undefined,
): ServerMenuCounts | undefined {
  if (!menu) return undefined;
  return new Map(menu.menus.map((entry) => [entry.key, Math.max(0, entry.count)]));
}

/** Whether a tree names any server entry (only then the sidebar asks for the menu). */
export function hasServerEntries(nodes: readonly MenuNode[]): boolean {
  return nodes.some((node) => Boolean(node.serverMenu) || hasServerEntries(node.children ?? []));
}

/**
 * The tree without the entries the server did not return (all of them while its answer is
 * unknown); the other entries stay as they are.
 */
export function withServerMenu(nodes: readonly MenuNode[], counts: ServerMenuCounts | undefined): MenuNode[] {
  return nodes
    .filter((node) => !node.serverMenu || counts?.has(node.serverMenu.key) === true)
    .map((node) => (node.children ? { ...node, children: withServerMenu(node.children, counts) } : node));
}

/** The badge of a leaf from the server's counts (0 when it shows none). */
export function serverBadge(node: MenuNode, counts: ServerMenuCounts | undefined): number {
  if (!node.serverMenu?.badge || !counts) return 0;
  return counts.get(node.serverMenu.key) ?? 0;
}

/**
 * Whether the server's menu says the reader may export a period's results: HR and Admin
 * (`can_manage`), the interviewers (the board, the HR manager, department heads) and department heads
 * of some review. A PM alone is refused (403), so the button is not offered to them.
 */
export function canExportOf(
  menu: { menus: ReadonlyArray<{ key: CheckpointMenuKey }>; can_manage: boolean } | undefined,
): boolean {
  if (!menu) return false;
  return (
    menu.can_manage || menu.menus.some((m) => m.key === 'interview_checkpoint' || m.key === 'dm_checkpoint')
  );
}
