import { t } from '@lingui/core/macro';
import { Icon } from '../../components/ui/icon.tsx';
import { ContactCards } from '../../features/contact/components/contact-cards.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { usePageHead } from '../../lib/page-meta.ts';

/** /contact — ways to reach the shop, and a form that drafts an e-mail in the visitor's app. */
export function Component() {
  usePageHead();
  return (
    <>
      <section
        aria-labelledby="contact-title"
        className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/60 to-white"
      >
        <Icon
          name="paw"
          className="pointer-events-none absolute -top-8 -end-8 -z-10 size-44 rotate-12 text-brand-100"
        />
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
            {t`We're here to help`}
          </p>
          <h1
            id="contact-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl"
          >
            {t`Contact Us`}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-gray-600">
            {t`Questions about an order, a product or a grooming appointment? Call, write or drop by our shop in Al Jaddaf. We love hearing from pet owners.`}
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 sm:pb-20 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:px-8">
        <ContactForm />
        <aside aria-label={t`Contact details`}>
          <ContactCards />
        </aside>
      </div>
    </>
  );
}
