// Compiles the server (adapters/node/main.ts and all it imports) into ES modules, build/server/main.mjs,
// so production starts plain Node: no TypeScript compiled on every start, and most packages compiled
// in (see KEPT_OUT). The migrations and PGlite's creation script are copied beside it: the server
// finds them next to the module that runs. It is kept out of dist/, which Vite empties on every
// pages build and the server publishes.
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

export const SERVER_DIR = 'build/server';
export const SERVER_BUNDLE = `${SERVER_DIR}/main.mjs`;
// How Node runs the compiled server (npm start, the bench, the tests; the Dockerfile's CMD says the
// same): young objects in 16 MB semi-spaces, said rather than left to the Node version's default;
// with 4 MB, My orders answered a third fewer requests a second (the young objects of fifty reads
// under way were copied again and again) for no less resident after load (ADR 0035). No
// --enable-source-maps: Node reads the whole map at start and holds
// it (some 40 MB); the bundle is not minified, so a stack trace still names each function
// (NODE_OPTIONS=--enable-source-maps maps it back to the sources when wanted).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];
// Node 22 keeps the code it compiled for the server's modules here and reads it at the next start
// instead of compiling again: some 30 ms of a start (Node 20 ignores it). Entries are keyed by each
// module's content, so a new build never meets an old one's. The Dockerfile names its own folder.
export const SERVER_ENV = { NODE_COMPILE_CACHE: path.resolve(SERVER_DIR, 'compile-cache') };
const META = `${SERVER_DIR}/meta.json`;
const MIGRATIONS = 'adapters/postgres/migrations';
// Run as a process of its own by pglite-first-start.ts, found beside the module that runs, with the
// extension list it imports.
const PGLITE_CREATE = 'adapters/postgres/pglite-create.mjs';
const PGLITE_EXTENSIONS = 'adapters/postgres/pglite-extensions.mjs';

/** Every file the last bundle was made from (esbuild's metafile), plus what the build itself reads. */
function sourcesOfLastBuild() {
  const inputs = existsSync(META) ? Object.keys(JSON.parse(readFileSync(META, 'utf8')).inputs) : [];
  return [...inputs, MIGRATIONS, PGLITE_CREATE, PGLITE_EXTENSIONS, 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'];
}

function newestChange(entry) {
  if (!existsSync(entry)) return Infinity; // a source gone since the last build
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

const packageOf = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2) : specifier.split('/').slice(0, 1)).join('/');

// Required by a package only when asked for (pg's native driver), never by the shop.
const OPTIONAL = new Set(['pg-native']);

/** The production image installs `dependencies` only: a package the server imports from elsewhere would fail there at start. */
function checkRuntimePackages(metafile) {
  const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
  // What a compiled-in package imports is installed with it, as its own dependency.
  const compiledIn = Object.keys(metafile.inputs).map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1]).filter(Boolean);
  for (const name of new Set(compiledIn)) Object.assign(dependencies, JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).dependencies);
  const builtins = new Set(builtinModules);
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  const missing = [...new Set(imported.filter((p) => !p.startsWith('node:') && !builtins.has(p)).map(packageOf))].filter((name) => !(name in dependencies) && !OPTIONAL.has(name));
  if (missing.length > 0) throw new Error(`The server imports ${missing.join(', ')}, not in package.json's dependencies`);
}

// Packages are compiled in: a start reads one file instead of resolving and loading some two
// thousand modules from node_modules (about 1.05 s to 0.7 s on PostgreSQL here), and React and the
// email components come in their production builds (npm start cannot set NODE_ENV=production: the
// Auth emulator is refused there, and React's development build rendered every email several times
// slower). Kept out, as imports: what loads files beside itself (PGlite's WebAssembly, the native
// code of sharp and re2, pdfkit's font data and the embedded fonts), Stripe (loaded only when configured),
// and what is required only on demand.
const KEPT_OUT = /^(@electric-sql\/pglite|re2|pg-native|stripe|thread-stream|pino-pretty|sharp|@img\/[^/]+|pdfkit|fontkit|@expo-google-fonts\/[^/]+)(\/|$)/;

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (KEPT_OUT.test(args.path) ? { external: true } : undefined));
  },
};

export async function buildServer() {
  rmSync(SERVER_DIR, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: 'adapters/node/main.ts' },
    outdir: SERVER_DIR,
    outExtension: { '.js': '.mjs' },
    // What the server imports lazily (Stripe, only when configured) stays a chunk loaded on demand.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages],
    define: { 'process.env.NODE_ENV': '"production"' },
    // Packages compiled in from CommonJS call require() for Node's own modules; an ES module has none.
    banner: { js: "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);" },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  checkRuntimePackages(result.metafile);
  cpSync(MIGRATIONS, path.join(SERVER_DIR, 'migrations'), { recursive: true });
  for (const script of [PGLITE_CREATE, PGLITE_EXTENSIONS]) cpSync(script, path.join(SERVER_DIR, path.basename(script)));
  writeFileSync(META, JSON.stringify(result.metafile));
}

/** Builds the server unless the bundle is newer than every file it came from; answers whether it built. */
export async function buildServerIfStale({ force = false } = {}) {
  const built = existsSync(SERVER_BUNDLE) && existsSync(META) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  const stale = force || built === 0 || sourcesOfLastBuild().some((source) => newestChange(source) > built);
  if (!stale) return false;
  console.log('Building the shop’s server…');
  await buildServer();
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServerIfStale({ force: process.argv.includes('--force') });
