import type { Candidates } from './approval';
import type { FieldErrors } from './errors';
import { REMOTE_MAX_DAYS } from './schemas/remote';
import { addDays } from './time';

const unique = (ids: readonly (number | null)[], except: number) => {
  const out: number[] = [];
  for (const id of ids) if (id !== null && id !== except && !out.includes(id)) out.push(id);
  return out;
};

/**
 * Remote approvers (SPEC 6): a project-manager list (the PMs and tops of the requester's projects)
 * and a manager list (foot leader, division manager, board). Level 1 is the project-manager list,
 * or the manager list when that is empty; level 2 is then the manager list (shown only when it is
 * non-empty). Both empty: no approver (4321, the web's popup).
 */
export function remoteCandidates(f: {
  requesterId: number;
  projectManagerIds: readonly number[];
  footLeaderId: number | null;
  divisionManagerId: number | null;
  boardIds: readonly number[];
}): Candidates & { projectManagers: number[]; managers: number[] } {
  const projectManagers = unique(f.projectManagerIds, f.requesterId);
  const managers = unique([f.footLeaderId, f.divisionManagerId, ...f.boardIds], f.requesterId);
  return projectManagers.length > 0
    ? { projectManagers, managers, level1: projectManagers, level2: managers }
    : { projectManagers, managers, level1: managers, level2: [] };
}

/** SPEC 2: the earliest start of a remote request, yesterday in the company's zone. */
export function remoteEarliestStart(today: string): string {
  return addDays(today, -1);
}

/** SPEC 2: the latest end of a remote request starting on `startDate` (REMOTE_MAX_DAYS days in all). */
export function remoteLatestEnd(startDate: string): string {
  return addDays(startDate, REMOTE_MAX_DAYS - 1);
}

/**
 * SPEC 2 date rules in the company's `today`: the start not earlier than yesterday, the end not
 * before the start (also in the schema), at most REMOTE_MAX_DAYS days. Null when fine.
 */
export function remoteDateErrors(startDate: string, endDate: string, today: string): FieldErrors | null {
  if (startDate < remoteEarliestStart(today)) {
    return {
      start_date: [
        {
          rule: 'after_or_equal',
          message: 'The start date cannot be earlier than yesterday.',
          params: { other: 'yesterday' },
        },
      ],
    };
  }
  if (endDate < startDate) {
    return {
      end_date: [
        {
          rule: 'after_or_equal',
          message: 'The end date cannot be earlier than the start date.',
          params: { other: 'start_date' },
        },
      ],
    };
  }
  if (endDate > remoteLatestEnd(startDate)) {
    return {
      end_date: [
        {
          rule: 'max_days',
          message: `A remote request covers at most ${REMOTE_MAX_DAYS} days.`,
          params: { max: REMOTE_MAX_DAYS },
        },
      ],
    };
  }
  return null;
}
