import { describe, expect, it } from 'vitest';
import { flattenMenu, type MenuNode, SIDEBAR } from '../../app/menu';
import { canExportOf, hasServerEntries, serverBadge, serverMenuCounts, withServerMenu } from './menu';

const group = SIDEBAR.find((node) => node.key === 'checkpoint') as MenuNode;
const keysOf = (nodes: readonly MenuNode[]) =>
  flattenMenu(nodes)
    .filter((n) => n.to)
    .map((n) => n.key);

describe('the check-point menu from the server', () => {
  it('ties the group’s entries to the server’s keys; overview and guide always', () => {
    expect(hasServerEntries(SIDEBAR)).toBe(true);
    expect(hasServerEntries([{ key: 'x', labelKey: 'x', to: '/x' }])).toBe(false);
    expect(keysOf(withServerMenu([group], serverMenuCounts({ menus: [] })))).toEqual([
      'checkpoint.overview',
      'checkpoint.guide',
    ]);
  });

  it('hides every server entry while the answer is unknown', () => {
    expect(keysOf(withServerMenu([group], undefined))).toEqual(['checkpoint.overview', 'checkpoint.guide']);
  });

  it('shows what the server returns: a member gets the self-assessment and the result', () => {
    const counts = serverMenuCounts({ menus: [{ key: 'MEMBER_CHECKPOINT', count: 1 }] });
    const shown = withServerMenu([group], counts);
    expect(keysOf(shown)).toEqual([
      'checkpoint.overview',
      'checkpoint.myself',
      'checkpoint.result',
      'checkpoint.guide',
    ]);
    const [myself, result] = flattenMenu(shown).filter(
      (n) => n.key === 'checkpoint.myself' || n.key === 'checkpoint.result',
    );
    expect(serverBadge(myself as MenuNode, counts)).toBe(1);
    // The count is the self-assessment's badge, not the result's too.
    expect(serverBadge(result as MenuNode, counts)).toBe(0);
  });

  it('maps each reviewer key to its waiting list, with its count', () => {
    const counts = serverMenuCounts({
      menus: [
        { key: 'pm_checkpoint', count: 3 },
        { key: 'dm_checkpoint', count: 0 },
        { key: 'interview_checkpoint', count: 2 },
      ],
    });
    const shown = flattenMenu(withServerMenu([group], counts));
    const byKey = new Map(shown.map((n) => [n.key, n]));
    expect([...byKey.keys()]).toEqual([
      'checkpoint',
      'checkpoint.overview',
      'checkpoint.waitingPm',
      'checkpoint.waitingDm',
      'checkpoint.waitingInterview',
      'checkpoint.guide',
    ]);
    expect(byKey.get('checkpoint.waitingPm')?.to).toBe('/checkpoint/list-waiting-pm');
    expect(serverBadge(byKey.get('checkpoint.waitingPm') as MenuNode, counts)).toBe(3);
    expect(serverBadge(byKey.get('checkpoint.waitingDm') as MenuNode, counts)).toBe(0);
    expect(serverBadge(byKey.get('checkpoint.waitingInterview') as MenuNode, counts)).toBe(2);
    expect(serverBadge(byKey.get('checkpoint.overview') as MenuNode, counts)).toBe(0);
  });

  it('leaves the other groups as they are', () => {
    const others = SIDEBAR.filter((node) => node.key !== 'checkpoint');
    expect(withServerMenu(others, undefined)).toEqual(others);
  });
});

describe('who is offered the export', () => {
  it('offers it to HR and Admin, the interviewers and department heads, not to a PM or a member', () => {
    const menu = (keys: string[], canManage = false) => ({
      menus: keys.map((key) => ({ key: key as 'pm_checkpoint', count: 0 })),
      can_manage: canManage,
    });
    expect(canExportOf(menu([], true))).toBe(true);
    expect(canExportOf(menu(['interview_checkpoint']))).toBe(true);
    expect(canExportOf(menu(['dm_checkpoint']))).toBe(true);
    expect(canExportOf(menu(['MEMBER_CHECKPOINT', 'pm_checkpoint']))).toBe(false);
    expect(canExportOf(undefined)).toBe(false);
  });
});
