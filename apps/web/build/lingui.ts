import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginObj, types as BabelTypes } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { Language } from '@petshop/contracts/language';
import type { PluginOption } from 'vite';

/** A language's texts by message id, from both of its catalogs (src/locales/<language>/*.po). */
function translationsOf(language: Language) {
  if (language === 'en') return null;
  const texts = new Map<string, string>();
  for (const catalog of ['first-view', 'later']) {
    const filename = path.join(import.meta.dirname, '../src/locales', language, `${catalog}.po`);
    const parsed = formatter().parse(readFileSync(filename, 'utf8'), {
      locale: language,
      sourceLocale: 'en',
      filename,
    });
    if (parsed instanceof Promise) throw new Error('The .po format parses synchronously');
    for (const [id, { translation }] of Object.entries(parsed)) {
      if (translation) texts.set(id, translation);
    }
  }
  return texts;
}

/**
 * English, the source language, travels in the code (decision 133): each message the macro writes
 * (`{id, message: "Hello {name}"}`) gets its message compiled at build time
 * (`["Hello ", ["name"]]`), the form Lingui's runtime formats without its ~7 KB message compiler.
 * So the English shop loads no catalog at all, and each page's English texts stay in that page's
 * chunk, as before Lingui; only Arabic has catalogs (src/locales/ar/*.po, compiled by the plugin).
 */
function compiledMessages(
  { types: t }: { types: typeof BabelTypes },
  { language, translations }: { language?: Language; translations: Map<string, string> | null },
): PluginObj {
  return {
    name: 'lingui-compiled-messages',
    visitor: {
      Program: {
        // After the macro has written every descriptor in this file.
        exit(program) {
          program.traverse({
            ObjectExpression(object) {
              // The macro's descriptors carry its /*i18n*/ mark.
              if (!object.node.leadingComments?.some((comment) => comment.value === 'i18n')) return;
              const properties = object.node.properties;
              const message = properties.find(
                (property): property is BabelTypes.ObjectProperty =>
                  t.isObjectProperty(property) &&
                  t.isIdentifier(property.key, { name: 'message' }) &&
                  t.isStringLiteral(property.value),
              );
              if (!message) return;
              const english = (message.value as BabelTypes.StringLiteral).value;
              const id = properties.find(
                (property): property is BabelTypes.ObjectProperty =>
                  t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'id' }),
              )?.value;
              const text =
                translations && t.isStringLiteral(id) ? translations.get(id.value) : english;
              if (text === undefined) {
                throw object.buildCodeFrameError(
                  `No ${language} text for "${english}": run npm run i18n:extract and translate it`,
                );
              }
              message.value = t.valueToNode(compileMessage(text));
              // A build of one language looks nothing up: the id is dead weight.
              if (language) {
                object.node.properties = properties.filter(
                  (property) =>
                    !(t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'id' })),
                );
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
export function linguiPlugins(language?: Language): PluginOption[] {
  // The web app's config, wherever the build or the tests start from.
  const configPath = path.join(import.meta.dirname, '../lingui.config.ts');
  const linguiConfig = getConfig({ configPath });
  const translations = language ? translationsOf(language) : null;
  return [
    ...lingui({ configPath, failOnCompileError: true }),
    babel({
      presets: [
        {
          preset: {
            plugins: [
              ['@lingui/babel-plugin-lingui-macro', { linguiConfig, stripMessageField: false }],
              [compiledMessages, { language, translations }],
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
