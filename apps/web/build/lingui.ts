import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginItem, PluginObj, types as BabelTypes } from '@babel/core';
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

/** A message as @lingui/message-utils compiles it: text, and placeholders, plurals and selects. */
type Tokens = string | Token[];
type Token = string | [name: string, type?: string, cases?: Record<string, Tokens>];

/** Where a build of one language finds the plural and select of its compiled messages. */
const BUILT_MESSAGES = path.join(import.meta.dirname, '../src/lib/built-messages.ts');

/**
 * The shop's texts in the code (decision 133). Each message the macro writes
 * (`i18n._({id, message: "Only {stock} left"})`) gets its text compiled at build time:
 *
 * - In a build of one language (the shop's pages, `language` set), the text in that language
 *   becomes the expression itself (`` `Only ${stock ?? ""} left` ``, a plural a call of
 *   src/lib/built-messages.ts), so the page runs no Lingui at all and looks nothing up; a message
 *   kept for later (`msg`) becomes its text.
 * - Otherwise (the server's renderer, the tests, the dev server), the English message becomes the
 *   form Lingui's runtime formats without its ~7 KB message compiler (`["Only ", ["stock"]]`),
 *   and Arabic comes from the catalogs.
 */
function compiledMessages(
  { types: t }: { types: typeof BabelTypes },
  { language, translations }: { language?: Language; translations: Map<string, string> | null },
): PluginObj {
  const property = (object: BabelTypes.ObjectExpression, name: string) =>
    object.properties.find(
      (candidate): candidate is BabelTypes.ObjectProperty =>
        t.isObjectProperty(candidate) &&
        (t.isIdentifier(candidate.key, { name }) ||
          t.isStringLiteral(candidate.key, { value: name })),
    );

  /** The expression a compiled message is, its values taken from `valueOf`. */
  function expressionOf(
    tokens: Tokens,
    valueOf: (name: string) => BabelTypes.Expression,
    helper: (name: 'plural' | 'select' | 'n') => BabelTypes.Identifier,
    count?: BabelTypes.Identifier,
  ): BabelTypes.Expression {
    if (typeof tokens === 'string') return t.stringLiteral(tokens);
    const quasis: string[] = [''];
    const expressions: BabelTypes.Expression[] = [];
    const add = (expression: BabelTypes.Expression) => {
      expressions.push(expression);
      quasis.push('');
    };
    for (const token of tokens) {
      if (typeof token === 'string') {
        if (token === '#' && count) add(count);
        else quasis[quasis.length - 1] += token;
        continue;
      }
      const [name, type, cases] = token;
      if (type === undefined) {
        add(t.logicalExpression('??', valueOf(name), t.stringLiteral('')));
        continue;
      }
      if ((type !== 'plural' && type !== 'selectordinal' && type !== 'select') || !cases) {
        throw new Error(`A build of one language cannot compile {${name}, ${type}}`);
      }
      if (cases.offset !== undefined)
        throw new Error('A build of one language has no plural offsets');
      // A name of its own: the message's values may name a variable `n`.
      const number = helper('n');
      const branches = t.objectExpression(
        Object.entries(cases)
          .filter(([key]) => key !== 'offset')
          .map(([key, branch]) =>
            t.objectProperty(
              /^\d+$/.test(key)
                ? t.numericLiteral(Number(key))
                : t.isValidIdentifier(key)
                  ? t.identifier(key)
                  : t.stringLiteral(key),
              t.arrowFunctionExpression(
                type === 'select' ? [] : [number],
                expressionOf(branch, valueOf, helper, type === 'select' ? count : number),
              ),
            ),
          ),
      );
      add(
        type === 'select'
          ? t.callExpression(helper('select'), [valueOf(name), branches])
          : t.callExpression(helper('plural'), [
              valueOf(name),
              branches,
              ...(type === 'selectordinal' ? [t.booleanLiteral(true)] : []),
            ]),
      );
    }
    if (expressions.length === 0) return t.stringLiteral(quasis.join(''));
    return t.templateLiteral(
      quasis.map((raw, index) =>
        t.templateElement(
          { raw: raw.replace(/\\|`|\$\{/g, (match) => `\\${match}`), cooked: raw },
          index === quasis.length - 1,
        ),
      ),
      expressions,
    );
  }

  return {
    name: 'lingui-compiled-messages',
    visitor: {
      Program: {
        // After the macro has written every descriptor in this file.
        exit(program) {
          const helpers = new Map<string, BabelTypes.Identifier>();
          const helper = (name: 'plural' | 'select' | 'n') => {
            if (name === 'n') return program.scope.generateUidIdentifier('n');
            let local = helpers.get(name);
            if (!local) {
              local = program.scope.generateUidIdentifier(name);
              helpers.set(name, local);
            }
            return t.cloneNode(local);
          };
          program.traverse({
            ObjectExpression(object) {
              // The macro's descriptors carry its /*i18n*/ mark.
              if (!object.node.leadingComments?.some((comment) => comment.value === 'i18n')) return;
              const message = property(object.node, 'message');
              if (!message || !t.isStringLiteral(message.value)) return;
              const english = message.value.value;
              const id = property(object.node, 'id')?.value;
              const text =
                translations && t.isStringLiteral(id) ? translations.get(id.value) : english;
              if (text === undefined) {
                throw object.buildCodeFrameError(
                  `No ${language} text for "${english}": run npm run i18n:extract and translate it`,
                );
              }
              const compiled = compileMessage(text) as Tokens;
              if (!language) {
                message.value = t.valueToNode(compiled);
                return;
              }
              if (/\\[ux]/.test(text)) {
                throw object.buildCodeFrameError(`Escape sequences are not compiled: "${text}"`);
              }
              const values = property(object.node, 'values')?.value;
              const uses = new Map<string, number>();
              const valueOf = (name: string) => {
                const value =
                  values && t.isObjectExpression(values)
                    ? property(values, name)?.value
                    : undefined;
                if (!value || !t.isExpression(value)) {
                  throw object.buildCodeFrameError(`"${english}" has no value for {${name}}`);
                }
                uses.set(name, (uses.get(name) ?? 0) + 1);
                if (uses.get(name)! > 1 && !t.isIdentifier(value) && !t.isLiteral(value)) {
                  throw object.buildCodeFrameError(
                    `"${english}" uses {${name}} twice: give it a plain variable`,
                  );
                }
                return t.cloneNode(value);
              };
              const call = object.parentPath;
              const isLookup =
                call.isCallExpression() &&
                call.node.arguments.length === 1 &&
                call.node.arguments[0] === object.node &&
                t.isMemberExpression(call.node.callee) &&
                t.isIdentifier(call.node.callee.property, { name: '_' });
              const expression = expressionOf(compiled, valueOf, helper);
              if (isLookup) call.replaceWith(expression);
              else if (t.isStringLiteral(expression)) object.replaceWith(expression);
              else
                throw object.buildCodeFrameError(
                  `A message kept for later has values: "${english}"`,
                );
            },
          });
          for (const [name, local] of helpers) {
            program.unshiftContainer(
              'body',
              t.importDeclaration(
                [t.importSpecifier(local, t.identifier(name))],
                t.stringLiteral(BUILT_MESSAGES),
              ),
            );
          }
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
/** The web app's Lingui config, wherever the build or the tests start from. */
const configPath = path.join(import.meta.dirname, '../lingui.config.ts');

/** The Babel plugins of the shop's messages: Lingui's macro, then their compilation. */
export function messagePlugins(language?: Language): PluginItem[] {
  const linguiConfig = getConfig({ configPath });
  const translations = language ? translationsOf(language) : null;
  return [
    ['@lingui/babel-plugin-lingui-macro', { linguiConfig, stripMessageField: false }],
    [compiledMessages, { language, translations }],
  ];
}

export function linguiPlugins(language?: Language): PluginOption[] {
  return [
    ...lingui({ configPath, failOnCompileError: true }),
    babel({
      presets: [
        {
          preset: { plugins: messagePlugins(language) },
          rolldown: {
            filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ },
          },
        },
      ],
    }),
  ];
}
