import { ZProjectMembersInput } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import type { ProjectMember } from '../../api/projects';
import { membersErrors, membersValues, NEW_MEMBER, toMembersInput } from './members';

const member = (employee_id: number, role: ProjectMember['role']): ProjectMember => ({
  employee_id,
  employee_code: `HN${employee_id}`,
  name: `P${employee_id}`,
  avatar: null,
  role,
  position: role === 'MEMBER' ? 'DEV' : null,
  type: role === 'MEMBER' ? 1 : null,
  start_date: null,
  end_date: null,
  effort_default: role === 'MEMBER' ? 50 : null,
  resigned: false,
});

const project = { start_date: '2026-01-01', end_date: '2026-12-31' };

describe('the members form', () => {
  it('edits the MEMBER rows only (the PM and the top follow the project)', () => {
    const values = membersValues([member(1, 'PM'), member(2, 'TOP'), member(3, 'MEMBER')]);
    expect(values.members).toEqual([
      { employee_id: 3, position: 'DEV', type: 1, start_date: null, end_date: null, effort_default: 50 },
    ]);
    expect(ZProjectMembersInput.safeParse(toMembersInput(values)).success).toBe(true);
  });

  it('names each problem by the path the server uses', () => {
    const errors = membersErrors(
      {
        members: [
          { ...NEW_MEMBER, employee_id: 3, start_date: '2025-12-01' },
          { ...NEW_MEMBER, employee_id: 3, start_date: '2026-05-01', end_date: '2026-04-01' },
          { ...NEW_MEMBER, employee_id: null, effort_default: 120 },
        ],
      },
      project,
    );
    expect(errors['members.0.start_date']?.[0]?.rule).toBe('within_project');
    expect(errors['members.1.employee_id']?.[0]?.rule).toBe('distinct');
    expect(errors['members.1.end_date']?.[0]?.rule).toBe('after_or_equal');
    expect(errors['members.2.employee_id']?.[0]?.rule).toBe('required');
    expect(errors['members.2.effort_default']?.[0]?.rule).toBe('max_value');
    expect(membersErrors({ members: [{ ...NEW_MEMBER, employee_id: 4 }] }, project)).toEqual({});
  });
});
