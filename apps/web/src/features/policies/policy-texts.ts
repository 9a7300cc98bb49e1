import { use } from 'react';
import { LANGUAGES, type Language } from '@petshop/contracts/language';
import { currentLanguage, languageOfPath } from '../../lib/i18n.ts';

/** The shop's policy pages (src/content/policies, Arabic in src/content/policies/ar). */
export type PolicyName = 'returns' | 'delivery' | 'privacy' | 'terms';

type Html = Promise<{ default: string }>;

/**
 * Each policy's HTML (built from its Markdown, build/markdown.ts) in each language, each its own
 * chunk: a page loads only the text of the language it is in.
 */
const SOURCES: Record<PolicyName, Record<Language, () => Html>> = {
  returns: {
    en: () => import('../../content/policies/returns.md'),
    ar: () => import('../../content/policies/ar/returns.md'),
  },
  delivery: {
    en: () => import('../../content/policies/delivery.md'),
    ar: () => import('../../content/policies/ar/delivery.md'),
  },
  privacy: {
    en: () => import('../../content/policies/privacy.md'),
    ar: () => import('../../content/policies/ar/privacy.md'),
  },
  terms: {
    en: () => import('../../content/policies/terms.md'),
    ar: () => import('../../content/policies/ar/terms.md'),
  },
};

/** A promise React's `use()` reads at once when it has settled (its `status` and `value`). */
type Tracked = Promise<string> & { status?: 'fulfilled'; value?: string };
const loaded = new Map<string, Tracked>();

/** A policy's HTML in a language, asked for once. */
export function loadPolicy(policy: PolicyName, language: Language): Promise<string> {
  const key = `${language}/${policy}`;
  let html = loaded.get(key);
  if (!html) {
    const loading: Tracked = SOURCES[policy][language]().then(
      (module) => {
        loading.status = 'fulfilled';
        loading.value = module.default;
        return module.default;
      },
      (error: unknown) => {
        // A failed chunk (offline, a new deployment) is asked for again next time.
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, (html = loading));
  }
  return html;
}

/**
 * The texts a policy page may be drawn in, loaded before it is drawn (the page's module awaits
 * this): on the server both languages, as it draws pages in either; in the browser only the
 * language of the page's address, the one it stays in (another language is another page load).
 */
export function preloadPolicy(policy: PolicyName): Promise<unknown> {
  const languages = import.meta.env.SSR ? LANGUAGES : [languageOfPath(window.location.pathname)];
  return Promise.all(languages.map((language) => loadPolicy(policy, language)));
}

/** The policy's HTML in the shop's language (already loaded by `preloadPolicy`, so no wait). */
export function usePolicyHtml(policy: PolicyName): string {
  return use(loadPolicy(policy, currentLanguage()));
}
