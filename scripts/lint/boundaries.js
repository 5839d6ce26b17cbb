// The dependency rules of the hexagon, checked on every import:
// core imports only core, xstate and valibot; adapters never import ui; an adapter family reaches
// another only through core's ports (adapters/node, the server's composition roots, excepted);
// ui reaches concrete adapters only through its composition root.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const layerOf = (file) => path.relative(root, file).split(path.sep)[0];
const CORE_PACKAGES = new Set(['xstate', 'valibot']);
const TEST_PACKAGES = new Set(['vitest']);
const isTest = (file) => /\.test\.tsx?$/.test(file);
// What every adapter family may use: shared helpers, and the ids the container modules bind.
const SHARED_FAMILIES = new Set(['common', 'composition']);
const familyOf = (file) => path.relative(root, file).split(path.sep)[1];
const isUiCompositionRoot = (file) => /^ui[\\/](composition-[\w-]+|main)\.tsx?$/.test(path.relative(root, file));

/** A module path written as a string, or as a template literal with nothing interpolated. */
function pathOf(literal) {
  if (literal?.type === 'Literal') return literal.value;
  if (literal?.type === 'TemplateLiteral' && literal.expressions.length === 0) return literal.quasis[0].value.cooked;
  return undefined;
}

function check(context, node) {
  const source = pathOf(node.source);
  if (typeof source !== 'string') return;
  const file = context.filename;
  const from = layerOf(file);
  const relative = source.startsWith('.');
  const target = relative ? layerOf(path.resolve(path.dirname(file), source)) : null;
  const packageName = relative ? null : source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];

  if (from === 'core') {
    if (relative && target !== 'core') context.report({ node, message: `core/ may import only core/, not ${target}/ ('${source}')` });
    if (!relative && !CORE_PACKAGES.has(packageName) && !(isTest(file) && TEST_PACKAGES.has(packageName))) {
      context.report({ node, message: `core/ stays framework-free: '${source}' is not xstate or valibot` });
    }
  }
  if (from === 'adapters' && target === 'ui') {
    context.report({ node, message: `adapters/ must not import ui/ ('${source}')` });
  }
  if (from === 'adapters' && target === 'adapters' && !isTest(file)) {
    const family = familyOf(file);
    const other = familyOf(path.resolve(path.dirname(file), source));
    if (family !== other && family !== 'node' && !SHARED_FAMILIES.has(other)) {
      context.report({ node, message: `adapters/${family} reaches adapters/${other} only through a port in core/ (or in a composition root) ('${source}')` });
    }
  }
  if (from === 'ui' && target === 'adapters' && !isUiCompositionRoot(file)) {
    context.report({ node, message: `ui/ reaches adapters only through its composition root (ui/composition-*.ts) ('${source}')` });
  }
}

export const boundaries = {
  rules: {
    imports: {
      meta: { type: 'problem', docs: { description: 'Keep dependencies pointing inward' }, schema: [] },
      create: (context) => ({
        ImportDeclaration: (node) => check(context, node),
        ExportNamedDeclaration: (node) => check(context, node),
        ExportAllDeclaration: (node) => check(context, node),
        ImportExpression: (node) => check(context, node),
        // `import('../x').T` in a type, and `import x = require('../x')`.
        TSImportType: (node) => check(context, { ...node, source: node.argument?.literal ?? node.argument }),
        TSImportEqualsDeclaration: (node) => node.moduleReference.type === 'TSExternalModuleReference' && check(context, { ...node, source: node.moduleReference.expression }),
      }),
    },
  },
};
