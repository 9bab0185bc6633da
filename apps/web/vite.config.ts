import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { guestMessages } from './build/guestMessages';
import { precompress } from './build/precompress';

// The API runs on its own port in development; in production it serves this build itself.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), guestMessages(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
