/** English texts of the seats area (issue #18); the other languages follow this shape. */
export const seatsEn = {
  title: '',
};
