import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

/** A wa.me chat address for the shop's number (digits only), with an optional first message. */
export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * "Chat on WhatsApp" (issue 20): how customers in Dubai ask a shop a question. The number comes
 * from the shop's settings (GET /api/settings, decision 042); without one nothing is drawn.
 */
export function WhatsAppLink({
  number,
  text,
  className,
  iconClassName = 'size-4',
  children,
}: {
  number: string | null | undefined;
  /** The message the chat opens with, e.g. naming the product asked about. */
  text?: string;
  className?: string;
  iconClassName?: string;
  children?: ReactNode;
}) {
  if (!number?.replace(/\D/g, '')) return null;
  return (
    <a
      href={whatsappHref(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      <Icon name="message-circle" className={iconClassName} />
      <span>
        {children ?? t`Chat on WhatsApp`} <span className="sr-only">{t`(opens in a new tab)`}</span>
      </span>
    </a>
  );
}
