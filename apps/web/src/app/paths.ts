/**
 * The addresses the signed-out login screen needs too (login/boot.tsx), apart from the route table.
 * Where "the dashboard" of SPEC 2 lives: `/` itself redirects to the timesheets.
 */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
