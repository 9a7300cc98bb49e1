import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = [
  'catalog',
  'product',
  'wishlist',
  'cart',
  'checkout',
  'orders',
  'account',
  'grooming',
  'booking',
  'contact',
  'home',
];

// The API's layers (issue 28, decision 089): only a module's `*.repo.ts` reaches the tables; a
// route (or module plugin) calls its service, never a repo, and opens no transaction (the service
// does).
const tablesOnlyInRepos = [
  {
    regex: '(^|/)db/schema(\\.ts)?$',
    message: "Only a *.repo.ts reads or writes tables: call the module's repo (or its service).",
  },
  {
    regex: '^drizzle-orm(/|$)',
    message: "Queries live in a *.repo.ts: call the module's repo (or its service).",
  },
];
const reposOnlyFromServices = {
  regex: '\\.repo(\\.ts)?$',
  message: 'A route calls a service; only services call repos.',
};

// One module writes each of these tables (decision 090): its repo, called through its service.
const tableOwners = {
  orders: 'apps/api/src/modules/orders/orders.repo.ts',
  users: 'apps/api/src/modules/account/users.repo.ts',
  staff: 'apps/api/src/modules/staff/staff.repo.ts',
};
const writesOf = (tables) =>
  tables.flatMap((table) => {
    const message = `Only ${tableOwners[table]} writes ${table}: call its module's service.`;
    const statement = `/(UPDATE|INSERT\\s+INTO|DELETE\\s+FROM)\\s+${table}\\b/i`;
    return [
      {
        selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='${table}']`,
        message,
      },
      { selector: `TemplateElement[value.raw=${statement}]`, message },
      { selector: `Literal[raw=${statement}]`, message },
    ];
  });
const ownedTables = Object.keys(tableOwners);
const routeRules = [
  {
    selector: "CallExpression[callee.property.name='transaction']",
    message: 'A route opens no transaction: the service does, with its audit entry.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-cross/**',
      '**/dist-server/**',
      '**/dist-cross-server/**',
      '**/dist-bench-*/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/storage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      // Imports flow one way: components/ui, lib, config → features → app; features stay apart.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // The API must never import web code, and the web bundle must never import server code.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@petshop/api'],
              message: 'Server code stays out of the browser bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contracts' index builds every zod schema (~25 KB gzip, and zod's eval probe trips the
    // CSP): pages take values from the zod-free entry. Only the forms that validate with zod
    // (login, register, the back office's lazily loaded product form) and tests may load it.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/features/account/auth-rules.ts',
      'apps/web/src/features/admin/products/product-form-state.ts',
      'apps/web/**/__tests__/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@petshop/contracts',
              allowTypeImports: true,
              message:
                'Its index loads zod into the page: import values from @petshop/contracts/constants.',
            },
            {
              name: '@lingui/react/macro',
              message:
                'The shop has no I18nProvider (decision 133, first-view budget): write texts with t and msg from @lingui/core/macro, and elements inside a sentence with withPart (src/lib/message-parts.tsx).',
            },
            {
              name: '@lingui/react',
              allowTypeImports: true,
              message:
                'The shop has no I18nProvider (decision 133): use i18n and the macros of @lingui/core.',
            },
          ],
          patterns: [
            {
              group: ['@petshop/contracts/admin', '@petshop/contracts/admin-*'],
              allowTypeImports: true,
              message:
                'The admin schemas load zod into the page: import values from @petshop/contracts/constants.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repo.ts',
      // The database itself: its client, schema, migrations, maintenance and the seed's builders.
      'apps/api/src/db/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: tablesOnlyInRepos }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', ...Object.values(tableOwners)],
    rules: { 'no-restricted-syntax': ['error', ...writesOf(ownedTables)] },
  },
  ...ownedTables.map((table) => ({
    files: [tableOwners[table]],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...writesOf(ownedTables.filter((other) => other !== table)),
      ],
    },
  })),
  {
    // The HTTP side: routes, the module plugins that register them, and app.ts composing those.
    files: ['apps/api/src/**/*.routes.ts', 'apps/api/src/**/*.plugin.ts', 'apps/api/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...tablesOnlyInRepos, reposOnlyFromServices] },
      ],
      'no-restricted-syntax': ['error', ...routeRules, ...writesOf(ownedTables)],
    },
  },
);
