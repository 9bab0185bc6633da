/** The sabbatical-leave screens that every request kind shares, configured by `leaveKind`. */
import { ApprovalListPage } from '../../requests/ApprovalListPage';
import { MyRequestsPage } from '../../requests/MyRequestsPage';
import { RequestApprovePage, RequestDetailPage } from '../../requests/RequestViews';
import { leaveKind as kind } from './kind';

export const ListPage = () => <MyRequestsPage kind={kind} />;
export const ApprovalPage = () => <ApprovalListPage kind={kind} />;
export const DetailPage = () => <RequestDetailPage kind={kind} />;
export const ApprovePage = () => <RequestApprovePage kind={kind} />;
