import {
  ZAssignSeatInput,
  ZErrorBody,
  ZFloorPlan,
  ZLocationQuery,
  ZSeatChange,
  ZSeatHistory,
  ZSeatHistoryQuery,
  ZSeatStaff,
  ZSeatStaffQuery,
  ZUnassignSeatInput,
  zPaginated,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import * as svc from './seats.service';

export type SeatDeps = svc.SeatDeps;

const tags = ['seats'];
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };

/** Seat charts and who-is-where (issue #18, docs/api-seats.md): every call checks the seats policy first. */
export const seatRoutes: FastifyPluginAsyncZod<SeatDeps> = async (app, deps) => {
  app.get(
    '/entity/get-location',
    {
      schema: {
        tags,
        summary:
          "A floor's plan (11, 13, 14, 15, 17): rooms, desks, who sits where with their presence today, the counts",
        querystring: ZLocationQuery,
        response: { 200: ZFloorPlan, ...errors },
      },
    },
    (request) => svc.location(deps, requireAuth(request), request.query.floor),
  );

  app.get(
    '/entity/staff',
    {
      schema: {
        tags,
        summary: 'Working staff by code (code or name search), each with their seat; pages of at most 50',
        querystring: ZSeatStaffQuery,
        response: { 200: zPaginated(ZSeatStaff), ...errors },
      },
    },
    (request) => svc.staff(deps, requireAuth(request), request.query, '/api/entity/staff'),
  );

  app.post(
    '/entity/assign-seat',
    {
      schema: {
        tags,
        summary:
          'Administrators: seat a person (moving them from their seat); 4360 seat taken, 4361 person resigned',
        body: ZAssignSeatInput,
        response: { 200: ZSeatChange, ...errors },
      },
    },
    (request) => svc.assign(deps, requireAuth(request), request.body),
  );

  app.post(
    '/entity/unassign-seat',
    {
      schema: {
        tags,
        summary: 'Administrators: free a seat',
        body: ZUnassignSeatInput,
        response: { 200: ZSeatChange, ...errors },
      },
    },
    (request) => svc.unassign(deps, requireAuth(request), request.body),
  );

  app.get(
    '/entity/seat-history',
    {
      schema: {
        tags,
        summary: "Administrators: a person's or a seat's moves, newest first (at most 100)",
        querystring: ZSeatHistoryQuery,
        response: { 200: ZSeatHistory, ...errors },
      },
    },
    (request) => svc.history(deps, requireAuth(request), request.query),
  );
};
