import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The messages a set of source files can send a customer, read from the code itself (issue 34,
 * decision 136): every text given to AppError, NotFoundError, ValidationError or parsePathId, and
 * every `error`/`message` option of the zod schemas. A message is followed through constants,
 * object tables, imports, `a ? b : c`, `a ?? b` and helper functions (with the texts their callers
 * pass); a part that stays unknown (a count, a product's name) is a hole, written `{}`.
 */
export interface MessageSource {
  /** Where the message is sent: `apps/api/src/modules/cart/cart.service.ts:12`. */
  where: string;
  /** The message, each unknown part as `{}`. */
  shape: string;
}

/** A message the scan cannot follow, with where it is sent and the code that makes it. */
export interface UnknownSource {
  where: string;
  code: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const contractsSource = path.join(repoRoot, 'packages/contracts/src');

type Part = string | { hole: string };
type Shape = Part[];

/** At most this many spellings per message (each `a ? b : c` doubles them). */
const MAX_SHAPES = 256;

interface Scope {
  file: ts.SourceFile;
  /** A helper's parameters, bound to what its caller passed (evaluated in the caller's scope). */
  bindings: Map<string, { node: ts.Expression; scope: Scope } | undefined>;
  depth: number;
}

export function scanMessages(
  files: readonly string[],
  /** Read the `title` and `body` of the notifications the files write (`{ kind, title, body }`). */
  { notifications = false } = {},
) {
  const sources = new Map<string, ts.SourceFile>();
  const load = (file: string) => {
    let source = sources.get(file);
    if (!source) {
      source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      sources.set(file, source);
    }
    return source;
  };
  const scanned = files.map((file) => load(path.resolve(repoRoot, file)));
  const found: MessageSource[] = [];
  const unknown: UnknownSource[] = [];
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return `${path.relative(repoRoot, file.fileName)}:${line}`;
  };

  /** The file an import names, for the shop's own modules. */
  function resolveModule(from: ts.SourceFile, specifier: string): string | undefined {
    let target: string;
    if (specifier.startsWith('.')) target = path.resolve(path.dirname(from.fileName), specifier);
    else if (specifier === '@petshop/contracts') target = path.join(contractsSource, 'index.ts');
    else if (specifier.startsWith('@petshop/contracts/')) {
      target = path.join(contractsSource, specifier.slice('@petshop/contracts/'.length));
    } else return undefined;
    for (const candidate of [target, `${target}.ts`, target.replace(/\.js$/, '.ts')]) {
      try {
        load(candidate);
        return candidate;
      } catch {
        // not this spelling
      }
    }
    return undefined;
  }

  /** The declaration a top-level name of a file stands for (following imports and re-exports). */
  function topLevel(
    file: ts.SourceFile,
    name: string,
    seen = new Set<string>(),
  ): ts.Node | undefined {
    const key = `${file.fileName}#${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    for (const statement of file.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
            return declaration;
          }
        }
      } else if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
        return statement;
      } else if (ts.isImportDeclaration(statement) && statement.importClause) {
        const bindings = statement.importClause.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (element.name.text !== name) continue;
            const target = resolveModule(
              file,
              (statement.moduleSpecifier as ts.StringLiteral).text,
            );
            if (!target) return undefined;
            return topLevel(load(target), (element.propertyName ?? element.name).text, seen);
          }
        }
      } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
        const target = resolveModule(file, (statement.moduleSpecifier as ts.StringLiteral).text);
        if (!target) continue;
        const clause = statement.exportClause;
        if (!clause) {
          const found = topLevel(load(target), name, seen);
          if (found) return found;
        } else if (ts.isNamedExports(clause)) {
          for (const element of clause.elements) {
            if (element.name.text === name) {
              return topLevel(load(target), (element.propertyName ?? element.name).text, seen);
            }
          }
        }
      }
    }
    return undefined;
  }

  /** What a name stands for where `node` uses it: a local constant, a parameter, a top level. */
  function lookup(node: ts.Node, name: string, scope: Scope): ts.Node | 'parameter' | undefined {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (ts.isFunctionLike(at)) {
        for (const parameter of at.parameters) {
          if (ts.isIdentifier(parameter.name) && parameter.name.text === name) return 'parameter';
        }
      }
      if (ts.isBlock(at) || ts.isSourceFile(at) || ts.isModuleBlock(at)) {
        for (const statement of at.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          for (const declaration of statement.declarationList.declarations) {
            if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
              return declaration;
            }
          }
        }
      }
    }
    return topLevel(scope.file, name);
  }

  const concat = (left: Shape[], right: Shape[]): Shape[] =>
    left.flatMap((a) => right.map((b) => [...a, ...b])).slice(0, MAX_SHAPES);
  const hole = (node: ts.Node): Shape[] => [[{ hole: node.getText() }]];

  /** The function a callee stands for, and the scope its body reads. */
  function calleeFunction(
    callee: ts.Expression,
    scope: Scope,
  ): { fn: ts.SignatureDeclaration & { body?: ts.Node }; scope: Scope } | undefined {
    let target: ts.Node | undefined;
    if (ts.isIdentifier(callee)) {
      const found = lookup(callee, callee.text, scope);
      if (found && found !== 'parameter') target = found;
    } else if (ts.isPropertyAccessExpression(callee)) {
      target = property(callee, scope);
    }
    if (!target) return undefined;
    if (ts.isVariableDeclaration(target) || ts.isPropertyAssignment(target)) {
      target = target.initializer;
    }
    while (target && (ts.isParenthesizedExpression(target) || ts.isAsExpression(target))) {
      target = target.expression;
    }
    if (
      target &&
      (ts.isArrowFunction(target) ||
        ts.isFunctionExpression(target) ||
        ts.isFunctionDeclaration(target) ||
        ts.isMethodDeclaration(target))
    ) {
      return {
        fn: target,
        scope: { file: target.getSourceFile(), bindings: new Map(), depth: scope.depth + 1 },
      };
    }
    return undefined;
  }

  /** The declaration `OBJ.key` stands for, when OBJ is an object literal constant. */
  function property(access: ts.PropertyAccessExpression, scope: Scope): ts.Node | undefined {
    let object: ts.Node | undefined;
    if (ts.isIdentifier(access.expression)) {
      const found = lookup(access.expression, access.expression.text, scope);
      if (found && found !== 'parameter' && ts.isVariableDeclaration(found)) {
        object = found.initializer;
      }
    } else if (ts.isPropertyAccessExpression(access.expression)) {
      const found = property(access.expression, scope);
      if (found && ts.isPropertyAssignment(found)) object = found.initializer;
    }
    while (
      object &&
      (ts.isParenthesizedExpression(object) ||
        ts.isAsExpression(object) ||
        ts.isSatisfiesExpression(object))
    ) {
      object = object.expression;
    }
    if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
    for (const member of object.properties) {
      if (member.name && ts.isIdentifier(member.name) && member.name.text === access.name.text) {
        return member;
      }
    }
    return undefined;
  }

  const nothing = (node: ts.Expression) =>
    node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === 'undefined');

  /** The object literal an expression names (`TABLE`, `TABLE.part`). */
  function objectLiteral(
    node: ts.Expression,
    scope: Scope,
  ): ts.ObjectLiteralExpression | undefined {
    let value: ts.Node | undefined;
    if (ts.isIdentifier(node)) {
      const found = lookup(node, node.text, scope);
      if (found && found !== 'parameter' && ts.isVariableDeclaration(found))
        value = found.initializer;
    } else if (ts.isPropertyAccessExpression(node)) {
      const found = property(node, scope);
      if (found && ts.isPropertyAssignment(found)) value = found.initializer;
    }
    while (
      value &&
      (ts.isAsExpression(value) ||
        ts.isSatisfiesExpression(value) ||
        ts.isParenthesizedExpression(value))
    ) {
      value = value.expression;
    }
    return value && ts.isObjectLiteralExpression(value) ? value : undefined;
  }

  /** The strings a function returns. */
  function returns(fn: ts.SignatureDeclaration & { body?: ts.Node }, scope: Scope): Shape[] {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return evaluate(fn.body as ts.Expression, scope);
    const shapes: Shape[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression && !nothing(node.expression)) {
        shapes.push(...evaluate(node.expression, scope));
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return shapes.slice(0, MAX_SHAPES);
  }

  /** Every spelling a text expression can take, unknown parts as holes. */
  function evaluate(node: ts.Expression, scope: Scope): Shape[] {
    if (scope.depth > 8) return hole(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [[node.text]];
    if (ts.isNumericLiteral(node)) return [[{ hole: node.text }]];
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isSatisfiesExpression(node)
    ) {
      return evaluate(node.expression, scope);
    }
    if (ts.isTemplateExpression(node)) {
      let shapes: Shape[] = [[node.head.text]];
      for (const span of node.templateSpans) {
        shapes = concat(shapes, valueOf(span.expression, scope));
        shapes = concat(shapes, [[span.literal.text]]);
      }
      return shapes;
    }
    if (ts.isAwaitExpression(node)) return evaluate(node.expression, scope);
    if (ts.isConditionalExpression(node)) {
      return [...evaluate(node.whenTrue, scope), ...evaluate(node.whenFalse, scope)];
    }
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (operator === ts.SyntaxKind.PlusToken) {
        return concat(valueOf(node.left, scope), valueOf(node.right, scope));
      }
      if (
        operator === ts.SyntaxKind.QuestionQuestionToken ||
        operator === ts.SyntaxKind.BarBarToken
      ) {
        return [...evaluate(node.left, scope), ...evaluate(node.right, scope)];
      }
    }
    if (ts.isIdentifier(node)) {
      if (scope.bindings.has(node.text)) {
        const bound = scope.bindings.get(node.text);
        return bound ? evaluate(bound.node, bound.scope) : hole(node);
      }
      const found = lookup(node, node.text, scope);
      if (found === 'parameter' || !found) return hole(node);
      if (ts.isVariableDeclaration(found) && found.initializer) {
        return evaluate(found.initializer, {
          file: found.getSourceFile(),
          bindings: new Map(),
          depth: scope.depth + 1,
        });
      }
      return hole(node);
    }
    if (ts.isPropertyAccessExpression(node)) {
      const found = property(node, scope);
      if (found && ts.isPropertyAssignment(found)) {
        return evaluate(found.initializer, {
          file: found.getSourceFile(),
          bindings: new Map(),
          depth: scope.depth + 1,
        });
      }
      return hole(node);
    }
    if (ts.isElementAccessExpression(node)) {
      // `TABLE.unsubscribed[list]`: any of the table's texts.
      const object = objectLiteral(node.expression, scope);
      if (object) {
        const inner: Scope = {
          file: object.getSourceFile(),
          bindings: new Map(),
          depth: scope.depth + 1,
        };
        return object.properties.flatMap((member) =>
          ts.isPropertyAssignment(member) ? evaluate(member.initializer, inner) : [],
        );
      }
      return hole(node);
    }
    if (ts.isCallExpression(node)) {
      const callee = calleeFunction(node.expression, scope);
      if (callee) {
        callee.fn.parameters.forEach((parameter, index) => {
          if (!ts.isIdentifier(parameter.name)) return;
          const argument = node.arguments[index];
          callee.scope.bindings.set(
            parameter.name.text,
            argument ? { node: argument, scope } : undefined,
          );
        });
        const shapes = returns(callee.fn, callee.scope);
        if (shapes.length > 0) return shapes;
      }
      // `db.transaction(async (tx) => …)`: what the callback gives is what the call gives.
      const inline = node.arguments.find(
        (argument) => ts.isArrowFunction(argument) || ts.isFunctionExpression(argument),
      );
      if (inline && !callee) {
        const shapes = returns(inline as ts.ArrowFunction, scope);
        if (shapes.length > 0) return shapes;
      }
      return hole(node);
    }
    return hole(node);
  }

  /** A value inside a text: its spellings when it is a text, else a hole. */
  function valueOf(node: ts.Expression, scope: Scope): Shape[] {
    const shapes = evaluate(node, scope);
    return shapes.length > 0 ? shapes : hole(node);
  }

  /** The helper function a node sits in, and the index of `name` among its parameters. */
  function enclosingParameter(node: ts.Node, name: string) {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (!ts.isFunctionLike(at)) continue;
      const index = at.parameters.findIndex(
        (parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === name,
      );
      if (index < 0) continue;
      let fnName: string | undefined;
      if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name) {
        fnName = at.name.getText();
      } else if (ts.isVariableDeclaration(at.parent) && ts.isIdentifier(at.parent.name)) {
        fnName = at.parent.name.text;
      } else if (ts.isPropertyAssignment(at.parent) && ts.isIdentifier(at.parent.name)) {
        fnName = at.parent.name.text;
      }
      return fnName ? { fn: at, fnName, index } : undefined;
    }
    return undefined;
  }

  /** The holes of a message that are a helper's parameters, filled from the helper's callers. */
  function fromCallers(message: ts.Expression, scope: Scope, depth = 0): Shape[] | undefined {
    const names = new Set<string>();
    const collect = (node: ts.Node) => {
      if (ts.isIdentifier(node) && lookup(node, node.text, scope) === 'parameter') {
        names.add(node.text);
      }
      if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression)) {
        ts.forEachChild(node, collect);
      } else {
        collect(node.expression);
      }
    };
    collect(message);
    const helpers = [...names].map((name) => enclosingParameter(message, name));
    const helper = helpers.find((found) => found !== undefined);
    if (!helper || depth > 2) return undefined;
    const calls: ts.CallExpression[] = [];
    for (const file of scanned) {
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node)) {
          const callee = node.expression;
          const name = ts.isIdentifier(callee)
            ? callee.text
            : ts.isPropertyAccessExpression(callee)
              ? callee.name.text
              : undefined;
          if (name === helper.fnName) {
            const callee = calleeFunction(node.expression, {
              file: node.getSourceFile(),
              bindings: new Map(),
              depth: 0,
            });
            if (callee?.fn === helper.fn) calls.push(node);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    const shapes: Shape[] = [];
    for (const call of calls) {
      const callScope: Scope = { file: call.getSourceFile(), bindings: new Map(), depth: 0 };
      const bindings = new Map<string, { node: ts.Expression; scope: Scope } | undefined>();
      helper.fn.parameters.forEach((parameter, index) => {
        if (!ts.isIdentifier(parameter.name)) return;
        const argument = call.arguments[index];
        bindings.set(
          parameter.name.text,
          argument ? { node: argument, scope: callScope } : undefined,
        );
      });
      const inner: Scope = { file: scope.file, bindings, depth: 1 };
      const filled = evaluate(message, inner);
      // A caller that passes its own parameter on: follow it one more level.
      shapes.push(...filled);
    }
    return shapes;
  }

  function record(message: ts.Expression | undefined, scope: Scope) {
    if (!message) return;
    while (ts.isParenthesizedExpression(message) || ts.isAsExpression(message)) {
      message = message.expression;
    }
    // zod's `error: (issue) => …`: the texts the function gives.
    if (ts.isArrowFunction(message) || ts.isFunctionExpression(message)) {
      for (const shape of returns(message, scope)) push(message, shape);
      return;
    }
    let shapes = evaluate(message, scope);
    if (shapes.some((shape) => shape.some((part) => typeof part === 'object'))) {
      const filled = fromCallers(message, scope);
      if (filled && filled.length > 0) shapes = filled;
    }
    for (const shape of shapes) push(message, shape);
  }

  function push(message: ts.Node, shape: Shape) {
    if (shape.length === 1 && typeof shape[0] === 'object') {
      unknown.push({ where: where(message), code: message.getText() });
      return;
    }
    found.push({
      where: where(message),
      shape: shape.map((part) => (typeof part === 'string' ? part : '{}')).join(''),
    });
  }

  /** One field's messages: `[text, …]`, or `list.map((x) => text)`. */
  function recordFieldValue(value: ts.Expression, scope: Scope) {
    if (ts.isArrayLiteralExpression(value)) {
      value.elements.forEach((element) => record(element, scope));
    } else if (
      ts.isCallExpression(value) &&
      ts.isPropertyAccessExpression(value.expression) &&
      value.expression.name.text === 'map' &&
      value.arguments[0] &&
      (ts.isArrowFunction(value.arguments[0]) || ts.isFunctionExpression(value.arguments[0]))
    ) {
      for (const shape of returns(value.arguments[0], scope)) push(value, shape);
    } else {
      record(value, scope);
    }
  }

  /**
   * The messages of a `{ field: [text, …] }` argument: an object literal, or a variable the
   * function fills (`errors.email = [...]`, `(errors[field] ??= []).push(...)`), or the variable
   * a helper fills and returns.
   */
  function recordFieldErrors(argument: ts.Expression | undefined, scope: Scope, depth = 0) {
    if (!argument) return;
    while (ts.isParenthesizedExpression(argument)) argument = argument.expression;
    if (ts.isObjectLiteralExpression(argument)) {
      for (const member of argument.properties) {
        if (ts.isPropertyAssignment(member)) recordFieldValue(member.initializer, scope);
        else unknown.push({ where: where(member), code: member.getText() });
      }
      return;
    }
    if (ts.isConditionalExpression(argument)) {
      recordFieldErrors(argument.whenTrue, scope, depth);
      recordFieldErrors(argument.whenFalse, scope, depth);
      return;
    }
    if (ts.isIdentifier(argument) && depth < 3) {
      const declaration = lookup(argument, argument.text, scope);
      if (declaration && declaration !== 'parameter' && ts.isVariableDeclaration(declaration)) {
        const initializer = declaration.initializer;
        if (initializer && ts.isCallExpression(initializer)) {
          const callee = calleeFunction(initializer.expression, scope);
          if (callee?.fn.body && ts.isBlock(callee.fn.body)) {
            let returned: ts.Expression | undefined;
            const visit = (node: ts.Node) => {
              if (ts.isReturnStatement(node) && node.expression) returned = node.expression;
              else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
            };
            ts.forEachChild(callee.fn.body, visit);
            if (returned) return recordFieldErrors(returned, callee.scope, depth + 1);
          }
        } else {
          let body: ts.Node | undefined = declaration.parent;
          while (body && !ts.isFunctionLike(body) && !ts.isSourceFile(body)) body = body.parent;
          const name = argument.text;
          const isErrors = (node: ts.Expression): boolean =>
            (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
            ts.isIdentifier(node.expression) &&
            node.expression.text === name;
          let filled = false;
          const visit = (node: ts.Node) => {
            if (
              ts.isBinaryExpression(node) &&
              (node.operatorToken.kind === ts.SyntaxKind.EqualsToken ||
                node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionEqualsToken) &&
              isErrors(node.left)
            ) {
              filled = true;
              if (!(ts.isArrayLiteralExpression(node.right) && node.right.elements.length === 0)) {
                recordFieldValue(node.right, scope);
              }
            }
            if (
              ts.isCallExpression(node) &&
              ts.isPropertyAccessExpression(node.expression) &&
              node.expression.name.text === 'push'
            ) {
              let target: ts.Expression = node.expression.expression;
              while (ts.isParenthesizedExpression(target)) target = target.expression;
              if (ts.isBinaryExpression(target)) target = target.left;
              if (isErrors(target)) {
                filled = true;
                node.arguments.forEach((message) => record(message, scope));
              }
            }
            ts.forEachChild(node, visit);
          };
          if (body) ts.forEachChild(body, visit);
          if (filled) return;
        }
      }
    }
    unknown.push({ where: where(argument), code: argument.getText() });
  }

  /** A `message` a route answers with: the object is returned, or sent. */
  const answered = (object: ts.ObjectLiteralExpression) => {
    const parent = object.parent;
    return (
      ts.isReturnStatement(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isArrowFunction(parent) ||
      (ts.isParenthesizedExpression(parent) && ts.isArrowFunction(parent.parent)) ||
      (ts.isCallExpression(parent) &&
        ts.isPropertyAccessExpression(parent.expression) &&
        parent.expression.name.text === 'send')
    );
  };

  /** A notification as written: its `kind` a literal, or a helper's parameter (`{ kind, … }`). */
  const hasKind = (object: ts.ObjectLiteralExpression) =>
    object.properties.some(
      (member) =>
        (ts.isShorthandPropertyAssignment(member) && member.name.text === 'kind') ||
        (ts.isPropertyAssignment(member) &&
          ts.isIdentifier(member.name) &&
          member.name.text === 'kind' &&
          ts.isStringLiteralLike(member.initializer)),
    );

  /** A zod schema (`z.string()…`), which a `message:` of a contract may also be. */
  const isSchema = (node: ts.Expression): boolean => {
    let at: ts.Expression = node;
    while (ts.isCallExpression(at) || ts.isPropertyAccessExpression(at)) at = at.expression;
    return ts.isIdentifier(at) && at.text === 'z';
  };

  for (const file of scanned) {
    const scope: Scope = { file, bindings: new Map(), depth: 0 };
    const contracts = file.fileName.startsWith(contractsSource);
    const visit = (node: ts.Node) => {
      if (
        notifications &&
        ts.isShorthandPropertyAssignment(node) &&
        (node.name.text === 'title' || node.name.text === 'body') &&
        hasKind(node.parent)
      ) {
        record(node.name, scope);
      }
      if (!notifications && ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const args = node.arguments ?? [];
        switch (node.expression.text) {
          case 'AppError':
            record(args[1], scope);
            if (args[2]) recordFieldErrors(args[2], scope);
            break;
          case 'NotFoundError':
            record(args[0], scope);
            break;
          case 'ValidationError':
            recordFieldErrors(args[0], scope);
            break;
        }
      }
      if (
        !notifications &&
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'parsePathId'
      ) {
        record(node.arguments[1], scope);
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        ts.isObjectLiteralExpression(node.parent)
      ) {
        const name = node.name.text;
        if (notifications) {
          if ((name === 'title' || name === 'body') && hasKind(node.parent)) {
            record(node.initializer, scope);
          }
        } else if (
          contracts &&
          (name === 'error' || name === 'message') &&
          !isSchema(node.initializer)
        ) {
          record(node.initializer, scope);
        } else if (!contracts && name === 'message' && answered(node.parent)) {
          record(node.initializer, scope);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  /**
   * Every text a named thing of a file gives: an object table's strings (and what its functions
   * return), or what a function or a service's method returns (`COUPON_REFUSALS`, `resend`).
   */
  function texts(file: string, name: string) {
    const source = load(path.resolve(repoRoot, file));
    let target: ts.Node | undefined = topLevel(source, name);
    if (!target) {
      const visit = (node: ts.Node) => {
        if (target) return;
        if (
          (ts.isMethodDeclaration(node) || ts.isPropertyAssignment(node)) &&
          ts.isIdentifier(node.name) &&
          node.name.text === name
        ) {
          target = node;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    if (!target) throw new Error(`${file}: nothing is named ${name}`);
    let value: ts.Node | undefined =
      ts.isVariableDeclaration(target) || ts.isPropertyAssignment(target)
        ? target.initializer
        : target;
    while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) {
      value = value.expression;
    }
    const scope: Scope = { file: source, bindings: new Map(), depth: 0 };
    if (value && ts.isObjectLiteralExpression(value)) {
      for (const member of value.properties) {
        if (ts.isPropertyAssignment(member)) record(member.initializer, scope);
      }
    } else if (value && ts.isFunctionLike(value)) {
      for (const shape of returns(value, scope)) push(value, shape);
    } else {
      throw new Error(`${file}: ${name} is neither a table nor a function`);
    }
  }
  return { found, unknown, texts };
}
