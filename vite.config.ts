import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { assetsInlineLimit: 0 },
  // `npm run dev` serves the client; the API comes from `npm start` (or `npm run serve`) on port 3000.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
