/** The remote-work screens that every request kind shares, configured by `remoteKind`. */
import { requestPages } from '../../requests/pages';
import { remoteKind } from './kind';

export const { ListPage, ApprovalPage, DetailPage, ApprovePage, CreatePage, DrawerContent } =
  requestPages(remoteKind);
