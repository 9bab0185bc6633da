/** The screens every request kind shares, bound to one kind's configuration (its `pages.tsx` exports them). */
import type { Notification } from '@staffhub/domain';
import { ApprovalListPage } from './ApprovalListPage';
import type { RequestTypes } from './client';
import type { RequestKind } from './kind';
import { MyRequestsPage } from './MyRequestsPage';
import { RequestApprovePage, RequestDetailPage, RequestDrawerContent } from './RequestViews';

export function requestPages<T extends RequestTypes>(kind: RequestKind<T>) {
  return {
    ListPage: () => <MyRequestsPage kind={kind} />,
    ApprovalPage: () => <ApprovalListPage kind={kind} />,
    DetailPage: () => <RequestDetailPage kind={kind} />,
    ApprovePage: () => <RequestApprovePage kind={kind} />,
    CreatePage: () => <kind.form.CreatePage kind={kind} />,
    UpdatePage: () => <kind.form.UpdatePage kind={kind} />,
    DrawerContent: (props: { item: Notification; onNavigate: () => void }) => (
      <RequestDrawerContent kind={kind} {...props} />
    ),
  };
}
