import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { rapierWasmFile } from './build/rapier-wasm.ts';

/**
 * The web app's build: `npm run build -w @gameshelf/web` writes `dist/`, which the server serves.
 * Rapier's WebAssembly is a file of its own (build/rapier-wasm.ts), in the page's build and in its
 * workers'. Every text file and the WebAssembly are also written compressed beside themselves
 * (`.br` at brotli's best, `.gz`), which the server sends as they are (`preCompressed`), so it
 * never compresses a file of the build per request.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    rapierWasmFile(),
    react(),
    compression({
      include: /\.(html|css|js|mjs|json|svg|wasm|webmanifest|txt)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  worker: { format: 'es', plugins: () => [rapierWasmFile()] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } } },
});
