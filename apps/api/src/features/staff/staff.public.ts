/**
 * What other features' staff desks may use of the staff console: the context every staff service gets, how
 * a person is shown, and the guard that refuses researchers and visitors before validation.
 */
export { staffContext, staffMemberView, type StaffContext } from './staff-context';
export { guardStaffRoutes } from './catalogue/catalogue-context';
export { isUniqueViolation } from './catalogue/unique-violation';
