/** The seat chart's screen (one chunk): /seating-chart, the floor plans with who-is-where. */
export { ChartPage } from './ChartPage';
