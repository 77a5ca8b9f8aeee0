/**
 * What the composition may use of account (everything else in this folder is private to it): the account's
 * holder of personal data and the erasure job.
 */
export { accountPersonalData } from './account-personal-data';
export { ERASE_ACCOUNT_JOB, eraseAccount } from './account-erasure.service';
