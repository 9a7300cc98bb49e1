import type { Language } from '@petshop/contracts/language';
import { useLocation } from 'react-router';
import { apiRequest } from '../../lib/api-client.ts';
import { currentLanguage, inLanguage, rememberLanguage } from '../../lib/i18n.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/** Each language's name as its readers write it. */
const NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * The link to this page in the other language (issue 34): remembered in the browser, so the next
 * visit opens in it, and on a signed-in customer's account, so their e-mails follow. A plain link:
 * the other language is a page of its own (decision 133).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const other: Language = currentLanguage() === 'ar' ? 'en' : 'ar';
  const href = inLanguage(other, `${location.pathname}${location.search}`);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={(event) => {
        rememberLanguage(other);
        if (!loggedIn || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        // The account's language first (its e-mails), then the page; a failed save still switches.
        const saved = apiRequest('/profile', {
          method: 'PATCH',
          body: { language: other },
          auth: 'required',
        }).catch(() => undefined);
        const giveUp = new Promise((resolve) => setTimeout(resolve, 2_000));
        void Promise.race([saved, giveUp]).then(() => window.location.assign(href));
      }}
    >
      {NAMES[other]}
    </a>
  );
}
