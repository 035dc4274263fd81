// Builds the domain libraries to libs/<lib>/dist: ES modules, .d.ts and source maps (sources inlined), from the entry
// points their package.json `exports` name. Usage: node tools/packages/build-libs.mjs [lib folder…] (default: all).
//
// The sources import each other without extensions (`./rules/payout`), which only a bundler resolves. Node's ESM
// resolver wants the file (`./rules/payout.js`, `./rules/index.js`), so the emit rewrites every relative specifier of
// the JavaScript and the declarations to the file it resolves to. Other libs (`@betting/kernel`) resolve to their
// built .d.ts through their `exports`, which is why the libs build in dependency order.
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { entryPoints, inBuildOrder, readLibs } from './libs.mjs';

/** `./rules/payout` in `file` → `./rules/payout.js` (or `./rules/index.js` for a folder). */
function withExtension(specifier, file) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return specifier;
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.ts`) || existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${file}: cannot resolve the relative import '${specifier}'`);
}

/** A transformer (for JavaScript and for declarations) that gives relative module specifiers their file. */
function relativeSpecifiers(context) {
  const { factory } = context;
  return (sourceFile) => {
    const file = sourceFile.fileName;
    const literal = (node) => factory.createStringLiteral(withExtension(node.text, file));
    const visit = (node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        return factory.updateImportDeclaration(node, node.modifiers, node.importClause, literal(node.moduleSpecifier), node.attributes);
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        return factory.updateExportDeclaration(node, node.modifiers, node.isTypeOnly, node.exportClause, literal(node.moduleSpecifier), node.attributes);
      }
      if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        const argument = factory.updateLiteralTypeNode(node.argument, literal(node.argument.literal));
        return factory.updateImportTypeNode(node, argument, node.attributes, node.qualifier, node.typeArguments, node.isTypeOf);
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        return factory.updateCallExpression(node, node.expression, node.typeArguments, [literal(node.arguments[0]), ...node.arguments.slice(1)]);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

/** Parsed files outside the lib (TypeScript's lib.*.d.ts, packages' declarations) are read once for all libs. */
function cachingHost(options) {
  const host = ts.createCompilerHost(options);
  const cache = new Map();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!fileName.includes('/node_modules/')) return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}\0${typeof languageVersion === 'object' ? JSON.stringify(languageVersion) : languageVersion}`;
    if (!cache.has(key)) cache.set(key, getSourceFile(fileName, languageVersion, onError, shouldCreate));
    return cache.get(key);
  };
  return host;
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

/** Every relative import of the built files names a file that exists (what Node and `moduleResolution: NodeNext` need). */
function checkBuiltImports(distDir) {
  const problems = [];
  const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;
  for (const file of filesUnder(distDir).filter((path) => /\.(js|d\.ts)$/.test(path))) {
    for (const match of readFileSync(file, 'utf8').matchAll(specifiers)) {
      if (!/\.js$/.test(match[2]) || !existsSync(resolve(dirname(file), match[2].replace(/\.js$/, file.endsWith('.d.ts') ? '.d.ts' : '.js')))) {
        problems.push(`${relative(distDir, file)}: '${match[2]}'`);
      }
    }
  }
  return problems;
}

const formatHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' };

export function buildLib(lib, host) {
  const configPath = join(lib.dir, 'tsconfig.lib.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.formatDiagnostic(d, formatHost)); } });
  if (parsed.errors.length > 0) throw new Error(ts.formatDiagnostics(parsed.errors, formatHost));
  const entries = entryPoints(lib);
  const rootNames = entries.map((entry) => join(lib.dir, entry.source));
  for (const root of rootNames) if (!existsSync(root)) throw new Error(`${lib.name}: entry point ${relative(lib.dir, root)} does not exist`);
  const distDir = join(lib.dir, 'dist');
  rmSync(distDir, { recursive: true, force: true });
  const program = ts.createProgram({ rootNames, options: parsed.options, host: host ?? cachingHost(parsed.options) });
  const diagnostics = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
  const emitted = program.emit(undefined, undefined, undefined, false, { after: [relativeSpecifiers], afterDeclarations: [relativeSpecifiers] });
  const errors = [...diagnostics, ...emitted.diagnostics].filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) throw new Error(`${lib.name} does not build:\n${ts.formatDiagnostics(errors, formatHost)}`);
  const outside = program.getSourceFiles().filter((file) => !file.fileName.includes('/node_modules/') && !file.isDeclarationFile && !file.fileName.startsWith(join(lib.dir, 'src') + '/'));
  if (outside.length > 0) throw new Error(`${lib.name} compiles sources of other folders (resolve them through their packages): ${outside.map((f) => f.fileName).join(', ')}`);
  const missing = entries.flatMap((entry) => [entry.js, entry.types]).filter((file) => !existsSync(join(lib.dir, file)));
  if (missing.length > 0) throw new Error(`${lib.name}: exports name files the build did not write: ${missing.join(', ')}`);
  const unresolved = checkBuiltImports(distDir);
  if (unresolved.length > 0) throw new Error(`${lib.name}: relative imports in dist/ that do not name a file:\n  ${unresolved.join('\n  ')}`);
  return filesUnder(distDir).length;
}

export function buildLibs(folders = []) {
  const all = inBuildOrder(readLibs());
  const chosen = folders.length === 0 ? all : all.filter((lib) => folders.includes(lib.folder) || folders.includes(lib.name));
  if (chosen.length !== Math.max(folders.length, chosen.length)) throw new Error(`Unknown libs among: ${folders.join(', ')}`);
  let host;
  for (const lib of chosen) {
    const started = performance.now();
    host ??= cachingHost(ts.getParsedCommandLineOfConfigFile(join(lib.dir, 'tsconfig.lib.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} }).options);
    const files = buildLib(lib, host);
    console.log(`built ${lib.name} → ${relative(process.cwd(), join(lib.dir, 'dist')) || '.'} (${files} files, ${Math.round(performance.now() - started)} ms)`);
  }
  return chosen;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildLibs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
