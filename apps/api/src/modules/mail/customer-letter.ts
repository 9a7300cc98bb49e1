import type { OutgoingMail } from './mail.repo.ts';

/**
 * A plain-text mail to one customer: the greeting, the message, then how to reach the shop and
 * the shop's name, each part set off by a blank line.
 */
export function customerLetter(
  head: Pick<OutgoingMail, 'kind' | 'recipient' | 'subject'>,
  letter: { greeting: string; lines: string[]; questions: string; shopName: string },
): OutgoingMail {
  return {
    ...head,
    textBody: [letter.greeting, '', ...letter.lines, '', letter.questions, letter.shopName].join(
      '\n',
    ),
  };
}
