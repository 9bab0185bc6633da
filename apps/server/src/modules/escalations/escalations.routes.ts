import { ZErrorBody, ZReminderRules, ZReminderRulesInput, ZReminderRulesQuery } from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { type EscalationServiceDeps, reminderRules, setReminderRules } from './escalations.service';

const tags = ['approvals'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };

export const escalationRoutes: FastifyPluginAsyncZod<EscalationServiceDeps> = async (app, deps) => {
  app.get(
    '/approval-reminders',
    {
      schema: {
        tags,
        summary:
          "Administrators: a company's reminder and escalation rules for requests waiting on one approver, and the requests waiting longest",
        querystring: ZReminderRulesQuery,
        response: { 200: ZReminderRules, ...errors },
      },
    },
    (request) => reminderRules(deps, requireAuth(request), request.query.company_id),
  );

  app.put(
    '/approval-reminders',
    {
      schema: {
        tags,
        summary:
          "Administrators: replace a company's rules (working days before the reminder, before the escalation; null: never), audited",
        body: ZReminderRulesInput,
        response: { 200: ZReminderRules, ...errors },
      },
    },
    (request) => setReminderRules(deps, requireAuth(request), request.body),
  );
};
