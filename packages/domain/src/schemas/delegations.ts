import { z } from 'zod';
import { REASON_MAX_LENGTH } from '../constants';
import { DELEGATE_SEARCH_MAX } from '../delegation';
import { FILTER_MAX_LENGTH, ID_MAX } from '../limits';
import { ZDate } from './timesheets';

/** A new delegation: who decides in my place, and from which day to which (my company's days). */
export const ZDelegationInput = z.object({
  delegate_id: z.number().int().positive().max(ID_MAX),
  start_date: ZDate,
  end_date: ZDate,
  reason: z.string().trim().max(REASON_MAX_LENGTH).nullish(),
});
export type DelegationInput = z.infer<typeof ZDelegationInput>;

const ZPerson = z.object({
  id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  position_name: z.string().nullable(),
});

/** `upcoming` not started, `active` running today, `ended` past, `cancelled` called off. */
export const DELEGATION_STATES = ['upcoming', 'active', 'ended', 'cancelled'] as const;
export type DelegationState = (typeof DELEGATION_STATES)[number];

export const ZDelegation = z.object({
  id: z.number().int(),
  delegator: ZPerson,
  delegate: ZPerson,
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string().nullable(),
  state: z.enum(DELEGATION_STATES),
  /** Undecided approval steps it has moved to the delegate right now. */
  moved_steps: z.number().int(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  can_cancel: z.boolean(),
});
export type Delegation = z.infer<typeof ZDelegation>;

/** Mine (`given`: I am away) and those naming me (`received`: I decide for someone), newest first. */
export const ZDelegations = z.object({
  given: z.array(ZDelegation),
  received: z.array(ZDelegation),
});
export type Delegations = z.infer<typeof ZDelegations>;

export const ZDelegateSearch = z.object({
  q: z.string().trim().max(FILTER_MAX_LENGTH).default(''),
});

export const ZDelegateCandidates = z.object({
  data: z.array(ZPerson).max(DELEGATE_SEARCH_MAX),
});
export type DelegateCandidates = z.infer<typeof ZDelegateCandidates>;
