/** The colours of the leave types and of remote work, shared by tags, charts and the calendar. */
export const TYPE_COLORS: Record<number, string> = {
  1: '#1677ff',
  2: '#52c41a',
  3: '#fa8c16',
  4: '#eb2f96',
};
export const REMOTE_COLOR = '#13c2c2';
/** antd Tag presets matching TYPE_COLORS. */
export const TYPE_TAG_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'orange', 4: 'magenta' };
