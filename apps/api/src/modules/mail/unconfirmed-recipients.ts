import type { Db } from '../../db/client.ts';
import { countRecentMails, lockMailRecipient } from './mail.repo.ts';

/**
 * Mail to an address nobody has shown to be theirs (decision 082): anyone can type it into a
 * registration, an e-mail change or a cash order. Such mail carries no text the requester wrote
 * (greetings say "Hello,"), and an address takes at most this many mails of any kind a day.
 */
export const UNCONFIRMED_MAILS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether one more mail may go to the unconfirmed `recipient` today. Holds the recipient's lock
 * until the caller's transaction ends, so the mail it then queues is counted by the next caller.
 */
export async function mayMailUnconfirmed(tx: Db, recipient: string): Promise<boolean> {
  await lockMailRecipient(tx, recipient);
  return (await countRecentMails(tx, null, recipient, DAY_MS)) < UNCONFIRMED_MAILS_PER_DAY;
}

/** The greeting of a mail: the name only when the address is confirmed as its holder's. */
export const greeting = (name: string | null | undefined) => (name ? `Hello ${name},` : 'Hello,');

/** The account a mail is about: its own address, and when its holder confirmed it. */
export interface AddressHolder {
  email: string;
  emailVerifiedAt: Date | null;
}

/**
 * Whether `recipient` is `account`'s own, confirmed address. Any other address (typed into an
 * order, a booking) anyone could have typed: mail to it carries nothing the requester wrote.
 */
export const isConfirmedAddress = (recipient: string, account: AddressHolder | null | undefined) =>
  account != null &&
  account.emailVerifiedAt !== null &&
  recipient.toLowerCase() === account.email.toLowerCase();

/** The greeting of a mail to `recipient`: `name` only when it is `account`'s confirmed address. */
export const greetingTo = (
  recipient: string,
  account: AddressHolder | null | undefined,
  name: string | null | undefined,
) => greeting(isConfirmedAddress(recipient, account) ? name : null);
