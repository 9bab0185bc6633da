/** The skill area's screens (one chunk): the sheet (with the staffing search) and the add-skill page. */
export { AddPage } from './AddSkillPage';
export { SheetPage } from './SkillSheetPage';
