/** The skill area's addresses (SPEC 2: /skill-sheet and /add-skill). */
export const SKILL_SHEET_PATH = '/skill-sheet';
export const ADD_SKILL_PATH = '/add-skill';
/** The sheet page on its staffing search tab. */
export const STAFFING_SEARCH_PATH = `${SKILL_SHEET_PATH}?tab=search`;
