/**
 * The members panel's form (pure, tested in node): the MEMBER rows of a project as editable values
 * (the PM and the top come from the project itself and are shown apart), the body of a save
 * (`ZProjectMembersInput`: the whole list, replacing the stored one) and its checks, keyed by the
 * paths the server names: each employee once (`distinct`), dates within the project
 * (`within_project`) and the end not before the start.
 */
import { type FieldErrors, toFieldErrors, ZProjectMembersInput } from '@staffhub/domain';
import type { ProjectMember, ProjectMemberInput } from '../../api/projects';

export interface MemberRowValues {
  employee_id?: number | null;
  position?: string | null;
  type?: number | null;
  start_date?: string | null;
  end_date?: string | null;
  effort_default?: number | null;
}

export interface MembersFormValues {
  members?: Array<MemberRowValues | null> | null;
}

/** The rows the form edits: the MEMBER ones (the PM and the top follow the project's fields). */
export function membersValues(members: readonly ProjectMember[]): MembersFormValues {
  return {
    members: members
      .filter((m) => m.role === 'MEMBER')
      .map((m) => ({
        employee_id: m.employee_id,
        position: m.position,
        type: m.type,
        start_date: m.start_date,
        end_date: m.end_date,
        effort_default: m.effort_default,
      })),
  };
}

/** A new row: a developer, official, for the whole project, at the default effort. */
export const NEW_MEMBER: MemberRowValues = { position: 'DEV', type: 1, effort_default: null };

export function toMembersInput(values: MembersFormValues): { members: ProjectMemberInput[] } {
  return {
    members: (values.members ?? []).map((m) => ({
      employee_id: m?.employee_id ?? null,
      position: m?.position ?? null,
      type: m?.type ?? null,
      start_date: m?.start_date ?? null,
      end_date: m?.end_date ?? null,
      effort_default: m?.effort_default ?? null,
    })) as unknown as ProjectMemberInput[],
  };
}

const error = (rule: string, message: string, params?: Record<string, string | number>) => [
  { rule, message, ...(params ? { params } : {}) },
];

/** Every problem of the list by path (`members.2.end_date`), as the server would name it. */
export function membersErrors(
  values: MembersFormValues,
  project: { start_date: string | null; end_date: string | null },
): FieldErrors {
  const input = toMembersInput(values);
  const parsed = ZProjectMembersInput.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues, input);
  const add = (field: string, list: FieldErrors[string]) => {
    if (!errors[field]) errors[field] = list;
  };
  const seen = new Set<number>();
  input.members.forEach((m, i) => {
    if (typeof m.employee_id === 'number') {
      if (seen.has(m.employee_id))
        add(`members.${i}.employee_id`, error('distinct', 'Each employee only once.'));
      seen.add(m.employee_id);
    }
    if (m.start_date && m.end_date && m.end_date < m.start_date)
      add(
        `members.${i}.end_date`,
        error('after_or_equal', 'Must be on or after start_date.', { other: 'start_date' }),
      );
    for (const field of ['start_date', 'end_date'] as const) {
      const day = m[field];
      if (!day) continue;
      if ((project.start_date && day < project.start_date) || (project.end_date && day > project.end_date))
        add(`members.${i}.${field}`, error('within_project', 'Must be within the project dates.'));
    }
  });
  return errors;
}
