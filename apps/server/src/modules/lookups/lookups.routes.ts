import { ZCharts, ZCustomers, ZEmployeeTypes, ZErrorBody, ZPositions, ZTechnologies } from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import * as svc from './lookups.service';

const tags = ['common'];
const errors = { 401: ZErrorBody, 403: ZErrorBody };

/** The lists the people forms choose from (everyone signed in) and the people managers' charts. */
export const lookupRoutes: FastifyPluginAsyncZod<svc.LookupDeps> = async (app, deps) => {
  app.get(
    '/common/customers',
    {
      schema: { tags, summary: 'Customers, by name', response: { 200: ZCustomers, ...errors } },
    },
    (request) => {
      requireAuth(request);
      return svc.customers(deps);
    },
  );

  app.get(
    '/common/positions',
    {
      schema: { tags, summary: 'Positions', response: { 200: ZPositions, ...errors } },
    },
    (request) => {
      requireAuth(request);
      return svc.positions(deps);
    },
  );

  app.get(
    '/common/employee-type',
    {
      schema: {
        tags,
        summary: 'Work types: 0 internship, 1 part-time, 2 full-time',
        response: { 200: ZEmployeeTypes, ...errors },
      },
    },
    (request) => {
      requireAuth(request);
      return svc.employeeTypes();
    },
  );

  app.get(
    '/common/technologies',
    {
      schema: {
        tags,
        summary: 'Technologies, by category and name',
        response: { 200: ZTechnologies, ...errors },
      },
    },
    (request) => {
      requireAuth(request);
      return svc.technologies(deps);
    },
  );

  app.get(
    '/charts',
    {
      schema: {
        tags: ['employees'],
        summary: "People managers: today's headcount and the last 12 months' joiners and leavers",
        response: { 200: ZCharts, ...errors },
      },
    },
    (request) => svc.charts(deps, requireAuth(request)),
  );
};
