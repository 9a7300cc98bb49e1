import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { usePageHead } from '../../../lib/page-meta.ts';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { withoutLanguage } from '../../../lib/i18n.ts';
import { fillPolicy, withLanguageLinks } from '../policy-text.ts';

/** Headings, paragraphs, lists and links of the Markdown, in the shop's type. */
const PROSE = [
  'text-base leading-relaxed text-gray-700',
  '[&_h1]:text-3xl [&_h1]:font-extrabold [&_h1]:tracking-tight [&_h1]:text-ink sm:[&_h1]:text-4xl',
  '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink',
  '[&_h3]:mt-6 [&_h3]:font-bold [&_h3]:text-ink',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4',
  '[&_a:hover]:text-brand-800 [&_a:focus-visible]:rounded [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-brand-600',
].join(' ');

/**
 * One of the shop's policy pages (issue 20): its Markdown, converted at build time
 * (build/markdown.ts), in the shop's language (policy-texts.ts), with the shop's contact details
 * filled in from its settings.
 */
export function PolicyPage({ html }: { html: string }) {
  usePageHead();
  const settings = useShopSettings().data;
  const article = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  // Links between the shop's pages in the Markdown move inside the app, as every other link
  // does, instead of loading the whole shop again.
  useEffect(() => {
    const node = article.current;
    if (!node) return;
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest('a');
      if (!anchor || event.defaultPrevented || event.button !== 0 || anchor.target) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      // The router's own addresses are the spec's paths: it adds the language's prefix itself.
      void navigate(`${withoutLanguage(url.pathname)}${url.search}${url.hash}`);
    }
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <article
        ref={article}
        className={PROSE}
        dangerouslySetInnerHTML={{ __html: withLanguageLinks(fillPolicy(html, settings)) }}
      />
    </div>
  );
}
