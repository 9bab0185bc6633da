/** The seat chart's screen (one chunk). Issue #18: being built. */
import PlaceholderPage from '../placeholder/PlaceholderPage';

export const ChartPage = PlaceholderPage;
