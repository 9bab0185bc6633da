/** The correction screens that every request kind shares, configured by `correctionKind`. */
import { requestPages } from '../../requests/pages';
import { correctionKind } from './kind';

export const { ListPage, ApprovalPage, DetailPage, ApprovePage, CreatePage, UpdatePage, DrawerContent } =
  requestPages(correctionKind);
