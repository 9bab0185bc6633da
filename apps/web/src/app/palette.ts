/**
 * The brand colour for Ant Design's theme and the charts; `tokens.css` holds the same for the
 * style sheets. Ant Design's blue-7: white text on it is 6.2:1, where blue-6 (#1677ff) was 4.1:1.
 */
export const BRAND = '#0958d9';
/** Hovered and pressed: 5.2:1 and 9.0:1 (Ant Design's derived hover, #4096ff, was 3.2:1). */
export const BRAND_HOVER = '#1668dc';
export const BRAND_ACTIVE = '#003eb3';

/**
 * Ant Design keeps each palette shade under two names (`gold7` and `gold-7`) that become the same CSS
 * variable: both must change, or the other one wins.
 */
function textShades<K extends string>(shades: Record<K, string>) {
  return Object.fromEntries(
    Object.entries<string>(shades).flatMap(([name, color]) => [
      [`${name}7`, color],
      [`${name}-7`, color],
    ]),
  );
}

/**
 * Ant Design's tokens whose text missed WCAG AA (4.5:1), darkened: the secondary and tertiary greys
 * and the placeholders (45 % and 25 % black: 3.4:1 and 1.8:1), and the text of the light tags,
 * which is the palette's shade 7 (gold 2.8:1, lime 2.5:1, green, orange and cyan 3.4:1 on their
 * tints). Each value is the ratio on white, and on the tag's own tint for the shades.
 */
export const AA_TOKENS = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)', // 7.0:1
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)', // 6.1:1
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)', // 4.9:1, 4.5:1 in a filled (grey) input
  colorError: '#cf1322', // red-7, 6.0:1: danger buttons and field errors (#ff4d4f was 3.3:1)
  // The brand blue, 5.6:1 on its tint: the 'processing' tags (a day in progress), info alerts and
  // badges (#1677ff was 3.7:1 on #e6f4ff).
  colorInfo: BRAND,
  ...textShades({
    gold: '#874d00', // 6.5:1
    green: '#237804', // 5.4:1
    orange: '#ad4e00', // 5.1:1
    cyan: '#006d75', // 5.8:1
    volcano: '#ad2102', // 6.4:1
    lime: '#3f6600', // 6.6:1
  }),
};
