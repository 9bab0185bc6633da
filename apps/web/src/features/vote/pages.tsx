/** The company-trip vote's screens (one chunk): the ballot (with the managers' panel) and the chart. */
export { BallotPage } from './BallotPage';
export { ChartPage } from './ChartPage';
