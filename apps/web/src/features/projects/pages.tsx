/** The project area's screens (one chunk): the list, the form pages and a project with its tabs. */
export { DetailPage } from './ProjectDetailPage';
export { CreatePage, UpdatePage } from './ProjectFormPages';
export { ListPage } from './ProjectListPage';
