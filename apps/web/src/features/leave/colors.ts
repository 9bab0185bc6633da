import { BRAND } from '../../app/palette';

/**
 * The colours of the leave types and of remote work in the charts; the calendar's cells use the same
 * ones (`leave.css`), dark enough for white text on them.
 */
export const TYPE_COLORS: Record<number, string> = {
  1: BRAND,
  2: '#237804',
  3: '#ad4e00',
  4: '#c41d7f',
};
export const REMOTE_COLOR = '#006d75';
/** antd Tag presets matching TYPE_COLORS. */
export const TYPE_TAG_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'orange', 4: 'magenta' };

/** The steps of the "by source" waterfall (leave statistics). */
export const SOURCE_COLORS = {
  accrued: BRAND,
  adjusted: '#722ed1',
  taken: '#cf1322',
  restored: '#08979c',
  net: '#434343',
} as const;
