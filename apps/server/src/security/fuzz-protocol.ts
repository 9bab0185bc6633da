import type { LoggedError } from './app-under-test';

/** What the fuzzer (`fuzz.test.ts`) and its server (`fuzz-server.ts`) say to each other. */

/**
 * Who sends a request: the two fuzzing accounts, the first approver of the member's requests (on
 * decisions), a fresh session of a fuzzing account, the throwaway account, or nobody.
 */
export type Caller = 'member' | 'admin' | 'approver' | 'fresh-member' | 'fresh-admin' | 'throwaway' | 'none';

/** One request, as the fuzzer asks for it. */
export interface FuzzRequest {
  type: 'request';
  n: number;
  method: string;
  /**
   * The OpenAPI path; an `{id}` not in `params` is filled with a request of the member's, pending
   * again and nobody having acted (or another record of the path's kind).
   */
  path: string;
  params: Record<string, string>;
  /** The raw query string, without `?`. */
  query: string;
  headers: Record<string, string>;
  payload?: string | Buffer | undefined;
  caller: Caller;
  remoteAddress: string;
}

export interface Memory {
  rss: number;
  heapUsed: number;
}

export interface FuzzAnswer {
  type: 'answer';
  n: number;
  status: number;
  contentType: string;
  /** Error answers in full (up to MAX_ERROR_BODY), others cut short. */
  body: string;
  /** The errors the server logged while answering. */
  logged: LoggedError[];
  /** Time inside `app.inject`. */
  ms: number;
  /** Now, and the highest seen since the process started. */
  memory: Memory;
  peak: Memory;
}

/** What the fuzzer builds its bodies from: the demo people and projects, the records made here. */
export interface World {
  ids: Record<string, number>;
  records: Record<string, number[]>;
  today: string;
  doc: unknown;
}

export interface Ready {
  type: 'ready';
  world: World;
  /** Fixtures that could not be made (the fuzz goes on, with shallower paths). */
  warnings: string[];
}

/**
 * Stands for the first request of the path's kind in a body (the bulk approvals' `ids`): the
 * fuzzer builds bodies before it knows which request that is now, this process puts its id in.
 */
export const FIRST_RECORD = 987_654_321;

/** Error answers are sent whole up to this (an error echoing a huge input is itself worth seeing). */
export const MAX_ERROR_BODY = 4 * 1024 * 1024;
