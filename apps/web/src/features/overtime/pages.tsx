/** The overtime screens that every request kind shares, configured by `overtimeKind`. */
import { requestPages } from '../../requests/pages';
import { overtimeKind } from './kind';

export const { ListPage, ApprovalPage, DetailPage, ApprovePage, CreatePage, UpdatePage, DrawerContent } =
  requestPages(overtimeKind);
