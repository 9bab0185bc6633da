import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';

/**
 * Who may have which calendar feed (issue #20): everybody their own personal feed; a team feed
 * only someone with a team to follow (a foot's leader, a division's manager, a project's PM or top),
 * else 403 / 4030. A feed's address is a secret: whoever holds it reads that feed, and its owner
 * alone makes, replaces or revokes it.
 */
export function requireTeamFeed(_actor: Actor, teamSize: number): void {
  if (teamSize === 0) throw new AppError(4030);
}
