#!/usr/bin/env node
// `pnpm typecheck` and `pnpm lint` in one pass per package (issue 27, CI time): the lint is
// type-aware, so `eslint src` built the package's TypeScript program and type-checked it a second
// time after `tsc --noEmit` had. Here one program per package gives tsc's diagnostics and is
// handed to ESLint (typescript-eslint's `programs`), whose rules then reuse the checked types.
// The same tsconfig, rules and files as the two commands; scripts/test-all.mjs runs it.
// A package that passed is remembered in CHECK_CACHE_DIR (.ci/run keeps it outside the clone) under
// a hash of every file its program reads (its sources and its dependencies' sources), the lint
// config and the lockfile: the same input is not checked twice, as turbo's cache did.
//
//   node scripts/typecheck-lint.mjs [package dir…]   (default: every package with both scripts)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
/** The workspace packages with a `typecheck` script (as `turbo run typecheck` finds them). */
function packageDirs() {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(group, name))
      .filter((dir) => {
        const file = join(root, dir, 'package.json');
        return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).scripts?.typecheck;
      }),
  );
}

/**
 * Parsed (and, once a checker has bound them, bound) source files shared by the packages'
 * programs, as an editor's language service shares them between projects: the server's program
 * holds the api's, db's, domain's and documents' sources and every library's declarations again,
 * and each was read, parsed and bound once per program. Keyed by what parsing depends on.
 */
const sourceFiles = new Map();
function sharingHost(options) {
  const host = ts.createCompilerHost(options, true);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, version, onError, shouldCreate) => {
    const how =
      typeof version === 'object' ? [version.languageVersion, version.impliedNodeFormat] : [version];
    const key = `${fileName}|${how.join('|')}`;
    let file = sourceFiles.get(key);
    if (!file) {
      file = read(fileName, version, onError, shouldCreate);
      if (file) sourceFiles.set(key, file);
    }
    return file;
  };
  return host;
}

/** The package's program, as `tsc --noEmit` in its folder builds it. */
function programOf(dir) {
  const configPath = join(dir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const options = { ...parsed.options, noEmit: true };
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options,
    projectReferences: parsed.projectReferences,
    host: sharingHost(options),
  });
  return { program, configErrors: parsed.errors };
}

const cacheDir = process.env.CHECK_CACHE_DIR;

/** A hash of everything the result depends on; node_modules files by the lockfile. */
function inputHash(dir, program) {
  const hash = createHash('sha256');
  for (const file of [
    join(root, 'pnpm-lock.yaml'),
    join(root, 'scripts', 'typecheck-lint.mjs'),
    join(root, 'eslint.config.js'),
    join(root, 'tsconfig.base.json'),
    join(dir, 'tsconfig.json'),
    join(dir, 'package.json'),
  ]) {
    hash.update(file).update(existsSync(file) ? readFileSync(file) : '');
  }
  for (const source of program.getSourceFiles()) {
    if (source.fileName.includes('/node_modules/')) continue;
    hash.update(source.fileName).update(source.text);
  }
  return hash.digest('hex');
}

/**
 * `tsc --noEmit`'s diagnostics (ts.getPreEmitDiagnostics) for the package's own files: a
 * dependency's sources are in its program too, and are checked, with the same options, when that
 * package is (every package with a typecheck script is). Checking them again in each dependent
 * was most of the time: the server's program type-checked the whole workspace.
 */
function diagnosticsOf(dir, program) {
  const own = program
    .getSourceFiles()
    .filter((f) => f.fileName.startsWith(`${dir}/`) && !f.fileName.includes('/node_modules/'));
  return ts.sortAndDeduplicateDiagnostics([
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...own.flatMap((f) => [
      ...program.getSyntacticDiagnostics(f),
      ...program.getSemanticDiagnostics(f),
    ]),
  ]);
}

const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

async function checkPackage(dir) {
  const begin = Date.now();
  const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {};
  // What this replaces, exactly; another form of either script is a change to make here too.
  if (
    scripts.typecheck !== 'tsc --noEmit' ||
    (scripts.lint && !/^eslint [\w./ -]+$/.test(scripts.lint))
  ) {
    throw new Error(
      `${dir}: typecheck is "${scripts.typecheck}", lint "${scripts.lint}": scripts/typecheck-lint.mjs knows "tsc --noEmit" and "eslint <paths>"`,
    );
  }
  process.chdir(dir);
  const { program, configErrors } = programOf(dir);
  const marker = cacheDir && join(cacheDir, `${inputHash(dir, program)}.ok`);
  if (marker && existsSync(marker)) {
    console.log(`${dir}: passed before with the same inputs (${marker})`);
    return 0;
  }
  const diagnostics = [...configErrors, ...diagnosticsOf(dir, program)];
  if (diagnostics.length) {
    console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  }
  const typed = Date.now();
  let lintErrors = 0;
  if (scripts.lint) {
    const targets = scripts.lint
      .replace(/^eslint\s+/, '')
      .split(/\s+/)
      .filter(Boolean);
    const eslint = new ESLint({
      cwd: dir,
      overrideConfig: {
        languageOptions: { parserOptions: { projectService: false, programs: [program] } },
      },
    });
    const results = await eslint.lintFiles(targets);
    lintErrors = results.reduce((n, r) => n + r.errorCount, 0);
    const text = (await eslint.loadFormatter('stylish')).format(results);
    if (text) console.log(text);
  }
  if (marker && diagnostics.length + lintErrors === 0) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(marker, `${dir}\n`);
  }
  console.log(
    `${dir}: ${diagnostics.length} type errors, ${lintErrors} lint errors ` +
      `(types ${((typed - begin) / 1000).toFixed(1)} s, lint ${((Date.now() - typed) / 1000).toFixed(1)} s)`,
  );
  return diagnostics.length + lintErrors;
}

const dirs = (process.argv.length > 2 ? process.argv.slice(2) : packageDirs())
  .map((d) => join(root, d))
  .filter((d) => existsSync(join(d, 'tsconfig.json')));
let problems = 0;
for (const dir of dirs) problems += await checkPackage(dir);
process.exit(problems > 0 ? 1 : 0);
