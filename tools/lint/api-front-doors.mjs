// ESLint rule `api/front-doors`: in apps/api/src every top-level folder is a module, and a module is reached from
// outside only through its front door: `<module>/index.ts`. Two side doors: `<module>/testing.ts`, the test support,
// for tests and fixtures; `<module>/test-control.ts`, the /__test routes, for the test-control module (and tests), so
// that no test-control code reaches the production bundle. Folders named as plumbing (the database, config, caches,
// HTTP hardening, …) are libraries of small parts and may be imported file by file. A new folder is a module unless it
// is added to the plumbing list.
// Why: a module's internals can then change without touching its neighbours, and what it offers is one list.
import path from 'node:path';

const IMPORT_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;
/** Test files and fixtures, and whatever sits in a `testing` folder or file: they may use a module's test support. */
const TEST_SUPPORT = /(?:\.(?:test|spec|fixture)\.[cm]?[jt]sx?$)|(?:(?:^|\/)testing(?:\/|\.[cm]?[jt]sx?$))/;
/** The non-production test-control API and its entry point: they may use a module's test-control door. */
const TEST_CONTROL = /^(?:test-control\/|server\.test-control\.[cm]?[jt]sx?$)/;

/** @type {import('eslint').Rule.RuleModule} */
const frontDoors = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another API module only through its front door (<module>/index.ts; testing.ts in tests, test-control.ts in test control).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          plumbing: { type: 'array', items: { type: 'string' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      internals:
        "'{{ specifier }}' reaches into the internals of the module {{ module }}: import from its front door '{{ door }}' ({{ module }}/index.ts) and export what is needed there.",
      testSupportInProduction:
        "'{{ specifier }}' is the test support of the module {{ module }}: only tests and fixtures import it; production code uses '{{ door }}'.",
      testControlOutsideTestControl:
        "'{{ specifier }}' holds the test-control routes of the module {{ module }}: only the test-control module (and tests) import it, so that they stay out of the production bundle; other code uses '{{ door }}'.",
    },
  },
  create(context) {
    const { root, plumbing = [] } = context.options[0];
    const plumbingFolders = new Set(plumbing);
    const file = context.physicalFilename ?? context.filename;
    const fromRoot = path.relative(root, file).split(path.sep).join('/');
    if (fromRoot.startsWith('..') || path.isAbsolute(fromRoot)) return {};
    const ownModule = fromRoot.includes('/') ? fromRoot.split('/')[0] : null;
    const isTestSupport = TEST_SUPPORT.test(fromRoot);
    const isTestControl = TEST_CONTROL.test(fromRoot);

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/').replace(IMPORT_EXTENSION, '');
      if (target.startsWith('..') || path.isAbsolute(target)) return;
      const [module, ...rest] = target.split('/');
      // A top-level file (app.ts, env.ts) is the assembly, not a module; a module's own files are its business.
      if (rest.length === 0 || module === ownModule || plumbingFolders.has(module)) return;
      const inside = rest.join('/');
      if (inside === '' || inside === 'index') return;
      const door = path.relative(path.dirname(file), path.join(root, module)).split(path.sep).join('/');
      const data = { specifier, module, door: door.startsWith('.') ? door : `./${door}` };
      if (inside === 'testing') {
        if (!isTestSupport) context.report({ node, messageId: 'testSupportInProduction', data });
        return;
      }
      if (inside === 'test-control') {
        if (!isTestSupport && !isTestControl) context.report({ node, messageId: 'testControlOutsideTestControl', data });
        return;
      }
      context.report({ node, messageId: 'internals', data });
    }

    const fromSource = (node) => {
      if (node.source && node.source.type === 'Literal') check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: fromSource,
      // `import('../wallet/ledger').LedgerError` in a type position
      TSImportType(node) {
        // typescript-eslint 8.x names the string `source`; older trees only had `argument` (a literal type).
        const literal = node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument);
        if (literal?.type === 'Literal') check(literal, literal.value);
      },
    };
  },
};

export default { meta: { name: 'betting-api-front-doors' }, rules: { 'front-doors': frontDoors } };
