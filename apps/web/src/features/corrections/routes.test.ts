import { describe, expect, it } from 'vitest';
import { breadcrumbChain, ROUTES } from '../../app/routes';

describe('correction routes', () => {
  const area = ROUTES.filter((r) => r.path.startsWith('/additional-timesheet'));

  it('points the additional-timesheet area at its real screens', () => {
    expect(area.map((r) => [r.path, r.page])).toEqual(
      expect.arrayContaining([
        ['/additional-timesheet', 'correctionList'],
        ['/additional-timesheet/approval', 'correctionApproval'],
        ['/additional-timesheet/detail/:id', 'correctionDetail'],
        ['/additional-timesheet/create', 'correctionCreate'],
        ['/additional-timesheet/update/:id', 'correctionUpdate'],
        ['/additional-timesheet/approval/:id', 'correctionApprove'],
      ]),
    );
    expect(area).toHaveLength(6);
  });

  it('gates the approval screens for approvers', () => {
    expect(area.filter((r) => r.path.includes('/approval')).every((r) => r.gate === 'approver')).toBe(true);
    expect(breadcrumbChain('additionalApprove').map((r) => r.id)).toEqual([
      'additional',
      'additionalApproval',
      'additionalApprove',
    ]);
  });
});
