// The fields the API's audit trail records, read from its `audit.record(tx, { recordKind, before,
// after })` calls with the TypeScript parser: the names of the snapshots it writes out (`{ status }`,
// a local function returning an object), or 'opaque' when a snapshot is a record passed whole, whose
// fields its contract schema gives instead.
import { readFileSync } from 'node:fs';

import ts from 'typescript';

export interface AuditRecordCall {
  where: string;
  recordKind: string;
  /** The names of the fields of its snapshots, or 'opaque' when part of them comes from elsewhere. */
  fields: ReadonlySet<string> | 'opaque';
}

function propertyNamed(node: ts.ObjectLiteralExpression, name: string): ts.Expression | null {
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) {
      return property.initializer;
    }
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === name) return property.name;
  }
  return null;
}

/** The declaration of `name` visible from `node`: a variable or a function of an enclosing scope. */
function declarationOf(node: ts.Node, name: string): ts.Node | null {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (
      ts.isFunctionLike(scope) &&
      scope.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name)
    ) {
      return null;
    }
    const statements =
      ts.isSourceFile(scope) || ts.isBlock(scope) || ts.isModuleBlock(scope) ? scope.statements : [];
    for (const statement of statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration;
      }
    }
  }
  return null;
}

function returnedExpressions(body: ts.Node): ts.Expression[] {
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

function union(sets: ReadonlyArray<ReadonlySet<string> | 'opaque'>): Set<string> | 'opaque' {
  if (sets.includes('opaque')) return 'opaque';
  return new Set(sets.flatMap((set) => [...(set as ReadonlySet<string>)]));
}

/** The field names a snapshot expression gives. */
function fieldsOf(node: ts.Expression, depth = 0): Set<string> | 'opaque' {
  if (depth > 5) return 'opaque';
  if (ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) {
    return fieldsOf(node.expression, depth);
  }
  if (node.kind === ts.SyntaxKind.NullKeyword) return new Set();
  if (ts.isConditionalExpression(node)) {
    return union([fieldsOf(node.whenTrue, depth), fieldsOf(node.whenFalse, depth)]);
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
    return fieldsOf(node.right, depth);
  }
  if (ts.isObjectLiteralExpression(node)) {
    const names = new Set<string>();
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = fieldsOf(property.expression, depth + 1);
        if (spread === 'opaque') return 'opaque';
        for (const name of spread) names.add(name);
      } else if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
        names.add(property.name.text);
      } else return 'opaque';
    }
    return names;
  }
  if (ts.isIdentifier(node)) {
    const declaration = declarationOf(node, node.text);
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return fieldsOf(declaration.initializer, depth + 1);
    }
    return 'opaque';
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const declaration = declarationOf(node, node.expression.text);
    if (declaration && ts.isFunctionDeclaration(declaration) && declaration.body) {
      const returned = returnedExpressions(declaration.body);
      if (returned.length > 0) return union(returned.map((expression) => fieldsOf(expression, depth + 1)));
    }
  }
  return 'opaque';
}

/** Every `….audit.record(tx, entry)` call of `files`. */
export function auditRecordCalls(files: readonly string[], root: string): AuditRecordCall[] {
  const calls: AuditRecordCall[] = [];
  for (const path of files) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'record' &&
        /(^|\.)audit$/.test(node.expression.expression.getText(file))
      ) {
        const entry = node.arguments[1];
        const kind = entry && ts.isObjectLiteralExpression(entry) ? propertyNamed(entry, 'recordKind') : null;
        const snapshots =
          entry && ts.isObjectLiteralExpression(entry)
            ? [propertyNamed(entry, 'before'), propertyNamed(entry, 'after')]
            : [null];
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        calls.push({
          where: `${path.slice(root.length + 1)}:${line + 1}`,
          recordKind: kind && ts.isStringLiteral(kind) ? kind.text : '?',
          fields: union(snapshots.map((snapshot) => (snapshot === null ? 'opaque' : fieldsOf(snapshot)))),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return calls;
}
