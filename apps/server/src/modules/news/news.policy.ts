import { accessOf } from '@staffhub/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, employees, jobTitles } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';

/**
 * Who may do what with news (issue #18, SPEC 6, docs/api-news.md): every signed-in person reads
 * published items and their images; the PR department and a DIRECTOR (`can_access_news`) also list,
 * read, create, change and delete drafts and scheduled items and upload images. Refusals are 403 / 4030.
 */

/** Whether this person manages news (the same rule as the menu's `can_access_news`). */
export async function managesNews(db: Db, actor: Actor): Promise<boolean> {
  const [me] = await db
    .select({ department: departments.code, jobTitle: jobTitles.code })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(jobTitles, eq(jobTitles.id, employees.job_title_id))
    .where(eq(employees.id, actor.employeeId));
  return accessOf({
    accountId: 0,
    departmentCode: me?.department ?? null,
    jobTitleCode: me?.jobTitle ?? null,
    isProjectPm: false,
    isProjectTop: false,
    isFootLeader: false,
    isDivisionManager: false,
    isDepartmentManager: false,
    voteAccountIds: [],
  }).can_access_news;
}

/** Managing news: the PR department or a DIRECTOR, else 403 / 4030. */
export async function requireNewsManager(db: Db, actor: Actor): Promise<void> {
  if (!(await managesNews(db, actor))) throw new AppError(4030);
}

/** Reading published news and their images: every signed-in person (the session is the check). */
export function requireReader(_actor: Actor): void {}
