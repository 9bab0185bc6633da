/** English texts of the vote area (issue #18); the other languages follow this shape. */
export const voteEn = {
  title: '',
};
