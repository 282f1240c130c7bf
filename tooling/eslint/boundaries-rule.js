// ESLint rule: every import of ours must follow the arrows in layers.js, and the server's modules their
// front doors and layer table (also in layers.js).
import path from 'node:path';
import { boundaryViolation, layerOf, layerOfPackageName, serverModuleViolation } from './layers.js';

function targetOf(specifier, filename) {
  if (specifier.startsWith('.')) return layerOf(path.resolve(path.dirname(filename), specifier));
  return layerOfPackageName(specifier);
}

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the dependency arrows between apps, packages, features and services' },
    schema: [],
    messages: { violation: 'Import boundary: {{reason}}.' },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const reason =
        boundaryViolation(from, targetOf(source.value, context.filename)) ??
        (source.value.startsWith('.') ? serverModuleViolation(context.filename, path.resolve(path.dirname(context.filename), source.value)) : null);
      if (reason) context.report({ node: source, messageId: 'violation', data: { reason } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const croupierPlugin = { rules: { boundaries: boundariesRule } };
