import {
  ZBallotInput,
  ZErrorBody,
  ZVoteChoicesInput,
  ZVoteChoicesView,
  ZVoteEmptyBody,
  ZVotePathParams,
  ZVoteQuery,
  ZVoteResults,
  ZVoteStartInput,
  ZVoteStatusView,
  ZVoteTimeout,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import * as svc from './vote.service';

export type { VoteDeps } from './vote.service';

const tags = ['vote'];
const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  422: ZErrorBody,
};
const statusAnswer = { 200: ZVoteStatusView, ...errors };
/** How often the timer ends the votes whose end time passed (every read and ballot does it too). */
export const TIMEOUT_EVERY_MS = 30_000;

/**
 * The company-trip vote (issue #18, docs/api-vote.md): everyone reads and votes while a vote runs;
 * choices, start, end and reset are for `can_access_vote` (the vote policy first in every call).
 */
export const voteRoutes: FastifyPluginAsyncZod<svc.VoteDeps> = async (app, deps) => {
  // A vote ends by itself at its end time, even when nobody reads it: the open pages hear it live.
  const endRunOutVotes = () =>
    svc.applyTimeout(deps).catch((e) => app.log.error(e, 'vote: ending run-out votes failed'));
  const timer = setInterval(endRunOutVotes, TIMEOUT_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/company-trip-vote/timeout',
    {
      schema: {
        tags,
        summary:
          'End every started vote whose end time has passed (ended_at = ends_at); answers those ended now',
        response: { 200: ZVoteTimeout, ...errors },
      },
    },
    (request) => svc.timeout(deps, requireAuth(request)),
  );

  app.get(
    '/get-status-vote',
    {
      schema: {
        tags,
        summary:
          "A vote's status (not_started, started, finished) with start and end; the newest without year and period",
        querystring: ZVoteQuery,
        response: statusAnswer,
      },
    },
    (request) => svc.status(deps, requireAuth(request), request.query),
  );

  app.get(
    '/vote',
    {
      schema: {
        tags,
        summary:
          'Results: votes (choice id -> count), teams (per division), result (leading choice ids, ties kept), color (choice id -> colour), choices, total, my_vote',
        querystring: ZVoteQuery,
        response: { 200: ZVoteResults, ...errors },
      },
    },
    (request) => svc.results(deps, requireAuth(request), request.query),
  );

  app.post(
    '/vote',
    {
      schema: {
        tags,
        summary: "The caller's ballot while the vote runs (4370 otherwise); a second one changes it",
        body: ZBallotInput,
        response: { 200: ZVoteResults, ...errors },
      },
    },
    (request) => svc.ballot(deps, requireAuth(request), request.body),
  );

  app.get(
    '/company-trip-vote/:year/:period/choices',
    {
      schema: {
        tags,
        summary: "A vote's choices in order (none when the vote does not exist yet)",
        params: ZVotePathParams,
        response: { 200: ZVoteChoicesView, ...errors },
      },
    },
    (request) => svc.choices(deps, requireAuth(request), request.params),
  );

  app.put(
    '/company-trip-vote/:year/:period/choices',
    {
      schema: {
        tags,
        summary:
          'Vote managers: the whole choice list (2-12, names unique in any case, colours #rrggbb) before the start (4373 after)',
        params: ZVotePathParams,
        body: ZVoteChoicesInput,
        response: { 200: ZVoteChoicesView, ...errors },
      },
    },
    (request) => svc.setChoices(deps, requireAuth(request), request.params, request.body),
  );

  app.post(
    '/company-trip-vote/:year/:period/start',
    {
      schema: {
        tags,
        summary:
          'Vote managers: start (ends_at in the future, at most 60 days ahead; 4371 started or finished, 4372 under two choices)',
        params: ZVotePathParams,
        body: ZVoteStartInput,
        response: statusAnswer,
      },
    },
    (request) => svc.start(deps, requireAuth(request), request.params, request.body),
  );

  app.post(
    '/company-trip-vote/:year/:period/end',
    {
      schema: {
        tags,
        summary: 'Vote managers: end a running vote now (4370 unless it runs)',
        params: ZVotePathParams,
        body: ZVoteEmptyBody,
        response: statusAnswer,
      },
    },
    (request) => svc.end(deps, requireAuth(request), request.params),
  );

  app.post(
    '/company-trip-vote/:year/:period/reset',
    {
      schema: {
        tags,
        summary:
          'Vote managers: back to not started in any state, every ballot removed (audit-logged; no undo)',
        params: ZVotePathParams,
        body: ZVoteEmptyBody,
        response: statusAnswer,
      },
    },
    (request) => svc.reset(deps, requireAuth(request), request.params),
  );
};
