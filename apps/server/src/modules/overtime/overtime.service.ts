import {
  dayKindOf,
  isInOvertimeWindow,
  type OvertimeInput,
  type OvertimeItem,
  overtimeDeleteBlock,
  overtimeEditBlock,
  overtimeMinutes,
  toMinutes,
} from '@staffhub/domain';
import type { Db } from '../../db/client';
import { overtimeRequests, projects } from '../../db/schema';
import { AppError, invalid } from '../../errors';
import type { Actor } from '../../plugins/auth';
import {
  chosenSteps,
  type EngineDeps,
  levelCandidates,
  type OwnFields,
  type RuleContext,
  requestEngine,
} from '../requests/engine';
import * as ts from '../timesheets/timesheets.repository';
import { computedDay } from '../timesheets/timesheets.service';
import * as repo from './overtime.repository';

export type OvertimeDeps = EngineDeps;

/** The projects a person belongs to (the form's project list). */
export const projectsOf = repo.projectsOf;

/** Approver candidates (SPEC 6) of a project I belong to (4325 otherwise), or my superiors. */
export async function candidates(db: Db, actor: Actor, projectId: number | null, now: Date) {
  if (projectId !== null && !(await repo.isMember(db, actor.employeeId, projectId)))
    throw new AppError(4325, { field: 'project_id' });
  return levelCandidates(db, actor, projectId, now);
}

/**
 * The attendance bounds of the day in minutes of that day (a check-out after midnight is 24:00),
 * read from the day's computed timesheet row: the row the timesheet list shows, so an approved
 * correction's times count as the day's attendance, not only the recorded check-in and check-out.
 */
async function attendanceBounds(ctx: RuleContext, date: string) {
  const row = await computedDay({ db: ctx.db, now: () => ctx.now }, ctx.actor, date);
  if (row.start_time_real === null && row.end_time_real === null) throw new AppError(4298, { field: 'date' });
  if (row.start_time_real === null || row.end_time_real === null) throw new AppError(5070, { field: 'date' });
  return { from: toMinutes(row.start_time_real), to: Math.min(toMinutes(row.end_time_real), 24 * 60) };
}

/** Every SPEC 5 rule of an overtime request; returns the steps and the columns to write. */
async function validate(ctx: RuleContext, input: OvertimeInput) {
  const { db, actor, today } = ctx;
  if (!isInOvertimeWindow(input.date, today)) throw new AppError(4327, { field: 'date' });
  const c = await candidates(db, actor, input.project_id, ctx.now);
  const bounds = await attendanceBounds(ctx, input.date);
  const start = toMinutes(input.start_time);
  const end = input.end_time === '24:00' ? 24 * 60 : toMinutes(input.end_time);
  if (start < bounds.from || end > bounds.to) throw new AppError(4299, { field: ['start_time', 'end_time'] });
  const dayKind = dayKindOf(input.date, await ts.holidayDates(db, actor.companyId, input.date, input.date));
  // The schema has checked both times and their order, so there is a count.
  const minutes = overtimeMinutes(dayKind, input.start_time, input.end_time) ?? 0;
  if (minutes === 0) {
    const message = 'Overtime on a working day counts from 18:00.';
    throw invalid({ end_time: [{ rule: 'after', message, params: { other: '18:00' } }] });
  }
  if (await ctx.hasOther({ span: ctx.span, where: repo.timesOverlap(input.start_time, input.end_time) }))
    throw new AppError(4326, { field: ['start_time', 'end_time'] });
  return {
    steps: chosenSteps(c.raw, input.approve_person_1, input.approve_person_2),
    values: {
      project_id: input.project_id,
      date: input.date,
      start_time: input.start_time,
      end_time: input.end_time,
      duration: minutes,
      reason: input.reason,
      note: input.note ?? null,
    },
  };
}

export const overtime = requestEngine({
  kind: 'overtime',
  lockArea: 'overtime',
  table: {
    table: overtimeRequests,
    dates: overtimeRequests.date,
    extraColumns: { project_name: projects.name },
    extraJoins: repo.joinProject,
  },
  notificationType: 'OVERTIME_REQUEST',
  url: '/overtime-requests',
  codes: { notFound: 4292, adminReads: false },
  validate,
  // SPEC 4: edited within the OT window (4296), deleted while nobody has decided (4295).
  editBlock: overtimeEditBlock,
  deleteBlock: overtimeDeleteBlock,
  present: (r): OwnFields<OvertimeItem> => ({
    over_time_request_id: r.request.id,
    project_id: r.request.project_id,
    project_name: (r.extra.project_name as string | null) ?? null,
    date: r.request.date,
    start_time: r.request.start_time,
    end_time: r.request.end_time,
    duration: r.request.duration,
    reason: r.request.reason,
    note: r.request.note,
  }),
});
