import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';

/** The viewer of /api/docs (Scalar's self-contained bundle), served from the build so that only that page loads it. */
function copyApiReferenceViewer(dir: string) {
  // The package exports no path to it: it sits beside the package's entry.
  const viewer = path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js');
  mkdirSync(path.join(dir, 'api-reference'), { recursive: true });
  copyFileSync(viewer, path.join(dir, 'api-reference', 'viewer.js'));
}

/**
 * After the shop's build: prerenders the public pages (scripts/prerender-pages.tsx), then writes a
 * .br and a .gz beside every text file, for the server to send as they are (@fastify/static preCompressed).
 */
function prerenderAndCompress(): Plugin {
  const compressible = /\.(js|css|html|svg|txt|json)$/;
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]));
  return {
    name: 'prerender-and-compress',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      if (!bundle['index.html']) return; // another build on this config (Storybook's)
      execFileSync(process.execPath, ['--conditions=browser', '--import', 'tsx', 'scripts/prerender-pages.tsx', dir!], { stdio: 'inherit' });
      copyApiReferenceViewer(dir!);
      for (const file of walk(dir!).filter((f) => compressible.test(f))) {
        const body = readFileSync(file);
        if (body.length < 1024) continue; // too small to gain from compression
        // The API reference's viewer is megabytes: brotli's top quality would take it a minute.
        const quality = body.length > 1024 * 1024 ? 6 : 11;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** Preloads from the page what ui/main.tsx imports dynamically at start (to evaluate it in tasks of its own). */
function preloadStart(): Plugin {
  return {
    name: 'preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk?.moduleIds.some((id) => id.endsWith('/ui/main.tsx'))) return; // the shop's page, not Storybook's
        const linked = new Set([chunk.fileName, ...chunk.imports]);
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file) || linked.has(file)) return;
          files.add(file);
          const imported = bundle[file];
          if (imported?.type === 'chunk') imported.imports.forEach(add);
        };
        chunk.dynamicImports.forEach(add);
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadStart(), prerenderAndCompress()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // The prerender and compression take seconds by design: no warning about slow plugins on each build.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
