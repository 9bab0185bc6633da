/** The news area's screens (one chunk). Issue #18: being built. */
import PlaceholderPage from '../placeholder/PlaceholderPage';

export const ListPage = PlaceholderPage;
export const CreatePage = PlaceholderPage;
export const EditPage = PlaceholderPage;
export const ReadPage = PlaceholderPage;
