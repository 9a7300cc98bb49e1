import type { QueryKey } from '@tanstack/react-query';

/**
 * One API answer a page draws from: the call (below /api) and the query it fills. The server
 * asks itself for each, renders the page with them and embeds them in the HTML
 * (`<script id="page-data">`, path → answer); the browser fills its query cache from them before
 * hydrating, so its first render is the server's and nothing is asked twice (decision 099).
 */
export interface FirstPageQuery {
  /** "/get-product-details/12": what the server asks, and the key of its embedded answer. */
  path: string;
  queryKey: QueryKey;
  /** The query's data from the API's answer. */
  select: (answer: unknown) => unknown;
}

/** What a page's module exports when the server draws it: its queries at an address. */
export type FirstPageQueries = (pathname: string, search: string) => FirstPageQuery[];
