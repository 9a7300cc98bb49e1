import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { paths } from '../../config/paths.ts';
import { usePageHead } from '../../lib/page-meta.ts';

export function Component() {
  usePageHead();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="mb-6 inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon name="paw" className="size-10" />
      </span>
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{t`Error 404`}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {t`Page not found`}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-gray-600">
        {t`We sniffed everywhere, but this page seems to have wandered off. The store is the best place to pick up the trail.`}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.store.getHref()}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t`Go to the store`}
        </Link>
        <Link
          to={paths.home.getHref()}
          className="rounded-full px-6 py-3 font-semibold text-gray-700 ring-1 ring-gray-200 transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t`Back to home`}
        </Link>
      </div>
    </section>
  );
}
