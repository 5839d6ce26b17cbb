// The dependency rules of the hexagon, checked on every import:
// core imports only core, xstate and valibot; adapters never import ui;
// ui reaches concrete adapters only through its composition root.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const layerOf = (file) => path.relative(root, file).split(path.sep)[0];
const CORE_PACKAGES = new Set(['xstate', 'valibot']);
const TEST_PACKAGES = new Set(['vitest']);
const isTest = (file) => /\.test\.tsx?$/.test(file);
const isUiCompositionRoot = (file) => /^ui[\\/](composition-[\w-]+|main)\.tsx?$/.test(path.relative(root, file));

function check(context, node) {
  const source = node.source?.value;
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
        ImportExpression: (node) => check(context, { ...node, source: node.source }),
      }),
    },
  },
};
