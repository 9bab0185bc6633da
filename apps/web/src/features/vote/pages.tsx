/** The company-trip vote's screens (one chunk). Issue #18: being built. */
import PlaceholderPage from '../placeholder/PlaceholderPage';

export const BallotPage = PlaceholderPage;
export const ChartPage = PlaceholderPage;
