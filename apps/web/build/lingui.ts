import path from 'node:path';
import type { PluginObj, types as BabelTypes } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

/**
 * English, the source language, travels in the code (decision 133): each message the macro writes
 * (`{id, message: "Hello {name}"}`) gets its message compiled at build time
 * (`["Hello ", ["name"]]`), the form Lingui's runtime formats without its ~7 KB message compiler.
 * So the English shop loads no catalog at all, and each page's English texts stay in that page's
 * chunk, as before Lingui; only Arabic has catalogs (src/locales/ar/*.po, compiled by the plugin).
 */
function compiledSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'lingui-compiled-source-messages',
    visitor: {
      Program: {
        // After the macro has written every descriptor in this file.
        exit(program) {
          program.traverse({
            ObjectExpression(object) {
              const properties = object.node.properties;
              const hasId = properties.some(
                (property) =>
                  t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'id' }),
              );
              if (!hasId) return;
              for (const property of properties) {
                if (
                  t.isObjectProperty(property) &&
                  t.isIdentifier(property.key, { name: 'message' }) &&
                  t.isStringLiteral(property.value)
                ) {
                  property.value = t.valueToNode(compileMessage(property.value.value));
                }
              }
            },
          });
        },
      },
    },
  };
}

/**
 * Lingui for the web app: the macros (`t`, `<Trans>`, `msg`) through Babel in the files that import
 * them, the English messages kept and compiled in place, and `.po` catalogs imported as compiled
 * modules. Lingui 5: Lingui 6's command line and native transform need Node 22.19, the shop runs on
 * Node 20.
 */
export function linguiPlugins(): PluginOption[] {
  // The web app's config, wherever the build or the tests start from.
  const configPath = path.join(import.meta.dirname, '../lingui.config.ts');
  const linguiConfig = getConfig({ configPath });
  return [
    ...lingui({ configPath, failOnCompileError: true }),
    babel({
      presets: [
        {
          preset: {
            plugins: [
              ['@lingui/babel-plugin-lingui-macro', { linguiConfig, stripMessageField: false }],
              compiledSourceMessages,
            ],
          },
          rolldown: {
            filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ },
          },
        },
      ],
    }),
  ];
}
