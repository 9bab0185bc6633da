/** The check-point area's screens (one chunk): page key `checkpoint<Screen>` is `<Screen>Page` here. */
export { GuidePage } from './GuidePage';
export {
  ResultFinalPage,
  ResultPmPage,
  WaitingDmPage,
  WaitingInterviewPage,
  WaitingPmPage,
} from './ListPages';
export { OverviewPage } from './OverviewPage';
export { ResultPage } from './ResultPage';
export { ByDmPage, ByPmPage, InterviewPage, MyselfPage, SeeReviewPage } from './ReviewPages';
