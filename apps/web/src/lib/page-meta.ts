import { pageHead, type FilledPageHead, type PageKey } from '@petshop/contracts/pages';
import { createContext, useContext, useEffect } from 'react';
import { pageTextsOfLanguage } from './i18n.ts';
import { useShopSettings } from './shop-settings.ts';

/** The page being shown, as the router knows it (apps/web/src/app/router.tsx). */
const PageContext = createContext<PageKey>('not-found');
export const PageProvider = PageContext.Provider;

/** Writes a page's head into the document: tab title, meta description and robots rule. */
export function applyPageHead(document: Document, head: FilledPageHead): void {
  document.title = head.title;
  metaTag(document, 'description').content = head.description;
  if (head.noindex) metaTag(document, 'robots').content = 'noindex';
  else document.querySelector('meta[name="robots"]')?.remove();
}

function metaTag(document: Document, name: string): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

/**
 * Keeps the document's head on the page's entry of the page table (@petshop/contracts/pages), with
 * the shop's settings filled in: the server sends the same head in the HTML, this keeps it right
 * as the customer moves between pages. `own` replaces parts of it (a product's name); `null`
 * leaves the head as it is (a product still loading). Nothing changes before the settings arrive:
 * the head of the page the visit started on is the server's, already right.
 */
export function usePageHead(
  own?: { title?: string | undefined; description?: string | undefined; noindex?: boolean } | null,
) {
  const page = useContext(PageContext);
  const { data: settings } = useShopSettings();
  const head =
    settings && own !== null ? pageHead(page, settings, own, pageTextsOfLanguage()) : undefined;
  const { title, pageTitle, description, noindex } = head ?? {};
  useEffect(() => {
    if (title === undefined || pageTitle === undefined || description === undefined) return;
    applyPageHead(document, { title, pageTitle, description, noindex: noindex ?? false });
  }, [title, pageTitle, description, noindex]);
}
