/** The people area's addresses (the route table holds the list's). */
import { EMPLOYEES_PATH } from '../../app/routes';

export { EMPLOYEES_PATH };
export const EMPLOYEE_CREATE_PATH = `${EMPLOYEES_PATH}/create`;
export const employeePath = (id: number) => `${EMPLOYEES_PATH}/${id}`;
export const employeeEditPath = (id: number) => `${EMPLOYEES_PATH}/${id}/edit`;
