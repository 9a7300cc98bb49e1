/**
 * Customers' accounts (decision 090): the account module owns every write of a `users` row. Other
 * modules (auth's registration, the back office's customers) call these, in their transaction.
 */
export {
  deactivateCustomer,
  insertUser,
  reactivateCustomer,
  updateMailLists,
  type MailListChanges,
  type UserRow,
} from './users.repo.ts';
