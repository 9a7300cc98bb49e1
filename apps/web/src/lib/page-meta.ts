import { pageTitle, type FilledPageTitle, type PageKey } from '@petshop/contracts/pages';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTextsOfLanguage } from './i18n.ts';
import { useShopSettings } from './shop-settings.ts';

/** The page being shown, as the router knows it (apps/web/src/app/router.tsx). */
const PageContext = createContext<PageKey>('not-found');
export const PageProvider = PageContext.Provider;

/**
 * Writes a page's head into the document: tab title, robots rule, and the meta description when
 * the page has one at hand (a product's); else none, so no page keeps another page's.
 */
function applyPageHead(
  document: Document,
  head: FilledPageTitle & { description: string | undefined },
): void {
  document.title = head.title;
  if (head.description === undefined) document.querySelector('meta[name="description"]')?.remove();
  else metaTag(document, 'description').content = head.description;
  if (head.noindex) metaTag(document, 'robots').content = 'noindex';
  else document.querySelector('meta[name="robots"]')?.remove();
}

/** The description the server wrote into the HTML of the page the visit began on. */
const landingDescription =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

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
 * the head of the page the visit started on is the server's, already right. The table's
 * descriptions are the server's alone (decision 138): the page the visit began on keeps its
 * HTML's, a page moved to has its own or none.
 */
export function usePageHead(
  own?: { title?: string | undefined; description?: string | undefined; noindex?: boolean } | null,
) {
  const page = useContext(PageContext);
  const landed = useLocation().key === 'default';
  const { data: settings } = useShopSettings();
  const head =
    settings && own !== null ? pageTitle(page, settings, own, pageTextsOfLanguage()) : undefined;
  const { title, pageTitle: ownTitle, noindex } = head ?? {};
  const description = own?.description ?? (landed ? landingDescription : undefined);
  useEffect(() => {
    if (title === undefined || ownTitle === undefined) return;
    applyPageHead(document, { title, pageTitle: ownTitle, description, noindex: noindex ?? false });
  }, [title, ownTitle, description, noindex]);
}
