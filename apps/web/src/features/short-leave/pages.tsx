/** The short-leave screens: its own two-tab list, and the create page every request kind shares. */
import { shortLeaveKind } from './kind';

export { ShortLeaveListPage as ListPage } from './ShortLeaveListPage';

export const CreatePage = () => <shortLeaveKind.form.CreatePage kind={shortLeaveKind} />;
