// The API's areas (decision 0027): a file imports freely inside its own area; from another area it
// takes only types (`import type`), and anything from the platform and the shared folders (db/,
// http/, plugins/, integrations/, shared-state/, testing/, the top-level files).
import path from 'node:path';

/** The API's source folder's areas; `platform` is shared by all. */
export const API_AREAS = ['catalogue', 'accounts', 'bookings', 'content', 'back-office', 'platform'];

/** The area of an absolute path under `sourceRoot`, or null outside the areas. */
function areaOf(sourceRoot, file) {
  const relative = path.relative(sourceRoot, file);
  if (relative.startsWith('..')) return null;
  const [first] = relative.split(path.sep);
  return API_AREAS.includes(first) ? first : null;
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

/** @type {import('eslint').Rule.RuleModule} */
export const areaBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'An API area takes only types from another area (decision 0027).' },
    schema: [{ type: 'object', properties: { sourceRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      crossArea:
        "The {{from}} area takes only types from the {{to}} area: 'import type', or receive the service from the area's builder (decision 0027).",
    },
  },
  create(context) {
    const sourceRoot = path.resolve(context.cwd, context.options[0]?.sourceRoot ?? 'apps/api/src');
    const from = areaOf(sourceRoot, context.filename);
    if (from === null) return {};
    function check(node, source) {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      if (isTypeOnly(node)) return;
      const to = areaOf(sourceRoot, path.resolve(path.dirname(context.filename), source.value));
      if (to === null || to === from || to === 'platform') return;
      context.report({ node, messageId: 'crossArea', data: { from, to } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
