// The translation calls of the site's and the API's sources, read with the TypeScript parser: each
// key (a pattern when part of it is computed), the namespace it is read in, and the parameters it is
// given, so that a test can check that every placeholder of the text gets a value.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import ts from 'typescript';

import { NAMESPACES } from '../namespaces';

export interface TranslationCall {
  /** `path:line`, from the repository's root. */
  where: string;
  /** The key as written: literal parts, `${…}` for computed ones. */
  key: string;
  /** Whether the key is written out whole (no computed part). */
  isLiteral: boolean;
  /** Matches the keys (without namespace) the call may read. */
  pattern: RegExp;
  /** The namespaces the key may be read in (every one when the code computes it); null when unknown. */
  namespaces: readonly string[] | null;
  /** The names of the parameters passed, or 'unknown' when part of them is computed (`...error.params`). */
  params: ReadonlySet<string> | 'unknown';
}

export const REPOSITORY = join(import.meta.dirname, '../../../..');

/** What the code must not be read as: tests, their helpers, declarations. */
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$|\/testing\//;

export function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !SKIPPED.test(path));
}

/** `t`, `tEnums`, `tCommon`…: the names a translation function goes by. */
const TRANSLATOR_NAME = /^t([A-Z]\w*)?$/;
/** The options of i18next a call may pass besides the parameters. */
const I18NEXT_OPTIONS = new Set(['replace', 'defaultValue', 'ns', 'lng', 'context', 'returnObjects']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function stringOf(node: ts.Node): string | null {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
}

/** The key of a call's first argument as literal parts around computed ones; null when it is not written out. */
function keyParts(node: ts.Expression): string[] | null {
  const literal = stringOf(node);
  if (literal !== null) return [literal];
  if (!ts.isTemplateExpression(node)) return null;
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
}

/** Walks up from `node` to the declaration of `name` in an enclosing scope of the same file. */
function declarationOf(node: ts.Node, name: string): ts.Node | null {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      for (const parameter of scope.parameters) {
        if (ts.isIdentifier(parameter.name) && parameter.name.text === name) return parameter;
        const element = bindingElement(parameter.name, name);
        if (element) return element;
      }
    }
    const statements =
      ts.isSourceFile(scope) || ts.isBlock(scope) || ts.isModuleBlock(scope) ? scope.statements : [];
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration;
        const element = bindingElement(declaration.name, name);
        if (element) return element;
      }
    }
  }
  return null;
}

function bindingElement(pattern: ts.BindingName, name: string): ts.BindingElement | null {
  if (!ts.isObjectBindingPattern(pattern)) return null;
  for (const element of pattern.elements) {
    if (ts.isIdentifier(element.name) && element.name.text === name) return element;
  }
  return null;
}

/** `useTranslation('a')` → ['a'], `useTranslation(['a', 'b'])` → ['a', 'b'], `useTranslation()` → ['common']. */
function useTranslationNamespaces(call: ts.CallExpression): string[] | null {
  const [first] = call.arguments;
  if (first === undefined) return ['common'];
  const single = stringOf(first);
  if (single !== null) return [single];
  if (ts.isArrayLiteralExpression(first)) {
    const names = first.elements.map(stringOf);
    return names.every((name) => name !== null) ? (names as string[]) : null;
  }
  return null;
}

const TYPED_NAMESPACE = /(?:useTranslation|TFunction)<\s*\[?\s*'(\w+)'/;

/** The namespace a parameter's type names (`TFunction<'x'>`, an alias of `useTranslation<'x'>`), or common. */
function namespaceOfType(type: ts.TypeNode | undefined, file: ts.SourceFile): string | null {
  if (type === undefined) return null;
  let text = type.getText(file);
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
    const name = type.typeName.text;
    const alias = file.statements.find(
      (statement): statement is ts.TypeAliasDeclaration =>
        ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
    );
    if (alias) text = alias.type.getText(file);
  }
  const typed = TYPED_NAMESPACE.exec(text);
  if (typed?.[1]) return typed[1];
  // The translator of packages/i18n (`Translate`): common unless the key names its namespace.
  return text === 'Translate' ? 'common' : null;
}

/**
 * The default namespace of the translator a call uses: that of its `useTranslation`, of its
 * parameter's type, `common` for the server's translators and `i18n.t`; null when unknown.
 */
function defaultNamespaces(callee: ts.Expression, file: ts.SourceFile): string[] | null {
  if (ts.isPropertyAccessExpression(callee)) return ['common'];
  if (!ts.isIdentifier(callee)) return null;
  const declaration = declarationOf(callee, callee.text);
  if (declaration === null) return null;
  if (ts.isParameter(declaration)) {
    const namespace = namespaceOfType(declaration.type, file);
    return namespace === null ? null : [namespace];
  }
  const variable = ts.isBindingElement(declaration)
    ? declaration.parent.parent
    : (declaration as ts.VariableDeclaration);
  if (ts.isParameter(variable)) {
    // `{ t }: { t: Translate }`: the type of the destructured member.
    const type = variable.type;
    if (type && ts.isTypeLiteralNode(type)) {
      const member = type.members.find(
        (m) => m.name !== undefined && ts.isIdentifier(m.name) && m.name.text === callee.text,
      );
      if (member && ts.isPropertySignature(member)) {
        const namespace = namespaceOfType(member.type, file);
        return namespace === null ? null : [namespace];
      }
    }
    return namespaceOfType(type, file) === null ? null : ['common'];
  }
  if (!ts.isVariableDeclaration(variable)) return null;
  const initializer = variable.initializer;
  if (initializer && ts.isCallExpression(initializer)) {
    const called = initializer.expression.getText(file);
    if (called === 'useTranslation') return useTranslationNamespaces(initializer);
    if (called === 'createTranslator' || called.endsWith('getFixedT')) return ['common'];
  }
  // Taken from an object that holds a translator (`const { t } = context`): the server's `Translate`.
  if (initializer && ts.isIdentifier(initializer) && ts.isBindingElement(declaration)) return ['common'];
  return null;
}

/** The names an object literal gives (its spreads of local object literals too); 'unknown' if computed. */
function objectNames(node: ts.Expression, file: ts.SourceFile): Set<string> | 'unknown' {
  if (ts.isParenthesizedExpression(node)) return objectNames(node.expression, file);
  if (ts.isIdentifier(node)) {
    const declaration = declarationOf(node, node.text);
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return objectNames(declaration.initializer, file);
    }
    return 'unknown';
  }
  if (!ts.isObjectLiteralExpression(node)) return 'unknown';
  const names = new Set<string>();
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) {
      const spread = objectNames(property.expression, file);
      if (spread === 'unknown') return 'unknown';
      for (const name of spread) names.add(name);
    } else if (ts.isShorthandPropertyAssignment(property)) {
      names.add(property.name.text);
    } else if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
      const name = property.name.text;
      if (name === 'replace' && ts.isPropertyAssignment(property)) {
        const replaced = objectNames(property.initializer, file);
        if (replaced === 'unknown') return 'unknown';
        for (const value of replaced) names.add(value);
      } else if (!I18NEXT_OPTIONS.has(name)) names.add(name);
    } else return 'unknown';
  }
  return names;
}

function callOf(node: ts.CallExpression, file: ts.SourceFile): TranslationCall | null {
  const callee = node.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : null;
  if (
    name === null ||
    !TRANSLATOR_NAME.test(name) ||
    (ts.isPropertyAccessExpression(callee) && name !== 't')
  ) {
    return null;
  }
  const [keyArgument, paramsArgument] = node.arguments;
  if (keyArgument === undefined) return null;
  const parts = keyParts(keyArgument);
  if (parts === null) return null;
  let namespaces: readonly string[] | null;
  const [head = '', ...rest] = parts;
  const separator = head.indexOf(':');
  if (separator > 0 && (NAMESPACES as readonly string[]).includes(head.slice(0, separator))) {
    namespaces = [head.slice(0, separator)];
    parts[0] = head.slice(separator + 1);
  } else if (head === '' && rest[0]?.startsWith(':')) {
    // `${namespace}:key`: read in whichever namespace holds it.
    namespaces = NAMESPACES;
    parts.splice(0, 2, rest[0].slice(1));
  } else {
    // Without its namespace, a key is read in the translator's first namespace.
    namespaces = defaultNamespaces(callee, file)?.slice(0, 1) ?? null;
  }
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return {
    where: `${relative(REPOSITORY, file.fileName)}:${line + 1}`,
    key: parts.join('${…}'),
    isLiteral: parts.length === 1,
    pattern: new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`),
    namespaces,
    params: paramsArgument === undefined ? new Set() : objectNames(paramsArgument, file),
  };
}

/** Every translation call of `files` whose translator and key can be told from the code. */
export function translationCalls(files: readonly string[]): TranslationCall[] {
  const calls: TranslationCall[] = [];
  for (const path of files) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const call = callOf(node, file);
        if (call) calls.push(call);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return calls;
}
