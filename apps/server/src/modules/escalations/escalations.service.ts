/**
 * Administrators: each company's reminder and escalation rules for requests waiting on one
 * approver (issue #20), with the requests waiting longest as the job sees them.
 */
import {
  approvalDue,
  type ErrorCode,
  type ReminderRulesInput,
  reminderRulesErrors,
  WAITING_LIST_MAX,
  type WaitingApproval,
} from '@staffhub/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type Actor, requireAdmin } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { companyCalendar, pageOf } from './escalations.job';
import * as repo from './escalations.repository';

export interface EscalationServiceDeps {
  db: Db;
  now: () => Date;
}

const fail = (code: ErrorCode): never => {
  throw new AppError(code);
};

/** A company's rules and what waits there now, longest first. */
async function view(deps: EscalationServiceDeps, company: repo.CompanyRules) {
  const at = deps.now();
  const cal = await companyCalendar(deps.db, company.time_zone, company.id, at);
  const [rows, total] = await Promise.all([
    repo.waitingSteps(deps.db, company.id, { before: at, limit: WAITING_LIST_MAX }),
    repo.countWaiting(deps.db, company.id),
  ]);
  const waiting = rows.map((w): WaitingApproval => {
    const waited = cal.waited(w.since);
    const due = approvalDue(waited, company);
    return {
      kind: w.kind,
      request_id: w.request_id,
      level: w.level,
      requester: { id: w.requester_id, name: w.requester_name },
      approver: { id: w.approver_id, name: w.approver_name },
      escalated_from:
        w.escalated_from === null ? null : { id: w.escalated_from, name: w.escalated_from_name ?? '' },
      since: w.since.toISOString(),
      waited_days: waited,
      // Short leave's assignees are reminded; nobody else could take it.
      due: due === 'escalate' && w.kind === 'short_leave' ? 'remind' : due,
      url: pageOf(w.kind, w.request_id).url,
    };
  });
  return {
    company_id: company.id,
    remind_after_days: company.remind_after_days,
    escalate_after_days: company.escalate_after_days,
    waiting,
    waiting_total: total,
  };
}

export async function reminderRules(deps: EscalationServiceDeps, actor: Actor, companyId: number) {
  requireAdmin(actor);
  const [company] = await repo.companyRules(deps.db, companyId);
  return view(deps, company ?? fail(4040));
}

/** Replaces a company's rules (the escalation after the reminder), audited with the rules before. */
export async function setReminderRules(deps: EscalationServiceDeps, actor: Actor, input: ReminderRulesInput) {
  requireAdmin(actor);
  const rules = {
    remind_after_days: input.remind_after_days,
    escalate_after_days: input.escalate_after_days,
  };
  const errors = reminderRulesErrors(rules);
  if (errors) throw new AppError(4220, { errors });
  await deps.db.transaction(async (tx) => {
    const before = (await repo.setCompanyRules(tx, input.company_id, rules)) ?? fail(4040);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'company.approval_reminders',
      entity: 'companies',
      entityId: input.company_id,
      data: { before, after: rules },
    });
  });
  const [company] = await repo.companyRules(deps.db, input.company_id);
  return view(deps, company ?? fail(4040));
}
