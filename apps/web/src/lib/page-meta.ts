import { useEffect } from 'react';

const SHOP_TITLE = 'The Best Pet Shop in Dubai';

/**
 * Sets the tab title and meta description of a page. The server already sends both in the HTML
 * for crawlers; this keeps them right as the customer moves between pages.
 */
export function usePageMeta(meta: {
  title?: string | undefined;
  description?: string | undefined;
}) {
  const { title, description } = meta;
  useEffect(() => {
    if (title) document.title = title === SHOP_TITLE ? title : `${title} | ${SHOP_TITLE}`;
    if (description) {
      let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!tag) {
        tag = document.createElement('meta');
        tag.name = 'description';
        document.head.append(tag);
      }
      tag.content = description;
    }
  }, [title, description]);
}
