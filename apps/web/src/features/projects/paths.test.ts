import { describe, expect, it } from 'vitest';
import { canCreateProjects } from './abilities';
import { personOptions, withCurrent } from './labels';
import { PROJECT_TABS, projectTabPath, projectUpdatePath, tabOfPath } from './paths';

describe('project addresses and abilities', () => {
  it('gives each tab its SPEC 2 sub-route and reads the tab back from the address', () => {
    expect(PROJECT_TABS.map((tab) => projectTabPath(4, tab))).toEqual([
      '/project-management/4/detail',
      '/project-management/4/review',
      '/project-management/4/effort',
      '/project-management/4/activities',
      '/project-management/4/contract-management',
    ]);
    expect(tabOfPath('/project-management/4/contract-management')).toBe('contract-management');
    expect(tabOfPath('/project-management/4/effort/')).toBe('effort');
    expect(tabOfPath('/project-management/4')).toBe('detail');
    expect(projectUpdatePath(4)).toBe('/project-management/4/update');
  });

  it('lets the Admin department and the board create projects, not a PM', () => {
    expect(canCreateProjects({ is_admin: true, approver_levels: [] })).toBe(true);
    expect(canCreateProjects({ is_admin: false, approver_levels: [3] })).toBe(true);
    expect(canCreateProjects({ is_admin: false, approver_levels: [1, 2] })).toBe(false);
    expect(canCreateProjects(undefined)).toBe(false);
  });

  it('keeps people a project names in the choices even when they are no longer offered', () => {
    const options = personOptions([{ id: 1, name: 'An', employee_code: 'HN1' }]);
    expect(options).toEqual([{ value: 1, label: 'An (HN1)' }]);
    expect(withCurrent(options, [{ id: 1, name: 'An' }, null, { id: 9, name: 'Left' }])).toEqual([
      { value: 1, label: 'An (HN1)' },
      { value: 9, label: 'Left' },
    ]);
  });
});
