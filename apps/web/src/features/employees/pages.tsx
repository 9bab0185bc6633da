/** The people area's screens (one chunk): the list, the form pages, a record, the HR charts. */
export { ChartsPage } from './EmployeeChartsPage';
export { DetailPage } from './EmployeeDetailPage';
export { CreatePage, EditPage } from './EmployeeFormPages';
export { ListPage } from './EmployeeListPage';
