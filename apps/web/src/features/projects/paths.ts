/** The project area's addresses (SPEC 2: `/project-management` and its sub-routes). */
import { PROJECTS_PATH } from '../../app/routes';

export { PROJECTS_PATH };
export const PROJECT_CREATE_PATH = `${PROJECTS_PATH}/create`;

/** The detail's tabs, each its own address (SPEC 2 sub-routes); `detail` is the overview. */
export const PROJECT_TABS = ['detail', 'review', 'effort', 'activities', 'contract-management'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export const projectTabPath = (id: number, tab: ProjectTab = 'detail') => `${PROJECTS_PATH}/${id}/${tab}`;
export const projectUpdatePath = (id: number) => `${PROJECTS_PATH}/${id}/update`;

/** The tab an address shows (the overview when it names none of them). */
export function tabOfPath(pathname: string): ProjectTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (PROJECT_TABS as readonly string[]).includes(last) ? (last as ProjectTab) : 'detail';
}
