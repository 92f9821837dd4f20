import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web app's build: `npm run build -w @gameshelf/web` writes `dist/`, which the server serves. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } } },
});
