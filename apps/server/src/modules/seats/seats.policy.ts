import type { Actor } from '../../plugins/auth';
import { requireAdmin } from '../../plugins/auth';

/**
 * Who may do what with seat charts (issue #18, docs/api-seats.md): every signed-in person reads the
 * floor plans with who-is-where and the staff list with their seats; the Administration department
 * (`is_admin`) assigns, moves and frees seats and reads the history of moves. Refusals are 403 / 4030.
 */

/** Reading plans and the staff list: every signed-in person (the session is the check). */
export function requireSeatReader(_actor: Actor): void {}

/** Assigning, moving, freeing seats and reading their history: administrators only. */
export function requireSeatManager(actor: Actor): void {
  requireAdmin(actor);
}
