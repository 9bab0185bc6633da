/** The news area's screens (one chunk, with the editor): reading, managing, writing. */
export { CreatePage, EditPage } from './FormPage';
export { ListPage } from './ManagePage';
export { ReadPage } from './ReadPage';
