// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';

export default defineConfig({
  srcDir: './site',
  output: 'server',
  adapter: cloudflare(),
  integrations: [react()],
});
