/** The sabbatical-leave screens that every request kind shares, configured by `leaveKind`. */
import { requestPages } from '../../requests/pages';
import { leaveKind } from './kind';

// Leave notifications open their page, not the drawer (notificationText.ts `opensDrawer`).
export const { ListPage, ApprovalPage, DetailPage, ApprovePage, CreatePage, UpdatePage } =
  requestPages(leaveKind);
