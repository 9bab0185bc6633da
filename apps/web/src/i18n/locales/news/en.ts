/** English texts of the news area (issue #18); the other languages follow this shape. */
export const newsEn = {
  title: '',
};
