/** The overtime screens that every request kind shares, configured by `overtimeKind`. */
import type { Notification } from '@staffhub/domain';
import { ApprovalListPage } from '../../requests/ApprovalListPage';
import { MyRequestsPage } from '../../requests/MyRequestsPage';
import { RequestApprovePage, RequestDetailPage, RequestDrawerContent } from '../../requests/RequestViews';
import { overtimeKind as kind } from './kind';

export const ListPage = () => <MyRequestsPage kind={kind} />;
export const ApprovalPage = () => <ApprovalListPage kind={kind} />;
export const DetailPage = () => <RequestDetailPage kind={kind} />;
export const ApprovePage = () => <RequestApprovePage kind={kind} />;
export const DrawerContent = (props: { item: Notification; onNavigate: () => void }) => (
  <RequestDrawerContent kind={kind} {...props} />
);
