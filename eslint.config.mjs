// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: ['dist/', '.astro/', '.wrangler/', 'node_modules/', 'worker-configuration.d.ts', 'bench/results/', 'db/migrations/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // .astro files: frontmatter, template expressions and each <script> (the processor lints it as a virtual
  // `*.astro/N.ts` file), with TypeScript's parser (docs/testing.md, "Lint").
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        self: 'readonly',
        caches: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        crypto: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Browser code (islands, scripts, stores, pure libs) never reaches server code, types included: what crosses
    // is a route's answer type (site/lib/api-client.ts infers it) or a schema and its texts from worker/schemas.
    // Only Astro pages' frontmatter and site/data/ read services and the database (docs/architecture.md).
    files: ['site/islands/**', 'site/scripts/**', 'site/stores/**', 'site/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/data/*', '**/worker/services/*', '**/worker/media*', '**/worker/middleware/*', '**/db/*'],
              message: "Server code: name the route's answer through site/lib/api-client.ts, or load it in a page or site/data/.",
            },
          ],
        },
      ],
    },
  },
  {
    // One module spells the API's addresses: the typed client (site/lib/api-client.ts, with the landing's few light
    // addresses in site/lib/api-addresses.ts). Everything else asks it.
    files: ['site/**/*.ts', 'site/**/*.tsx'],
    ignores: ['site/lib/api-client.ts', 'site/lib/api-addresses.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Reach the API through site/lib/api-client.ts (api.* and request/requestData), not a spelled /api/ path.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Reach the API through site/lib/api-client.ts (api.* and request/requestData), not a spelled /api/ path.',
        },
        {
          // A form shows the message: where a schema gave none, zod's default is English.
          selector: "CallExpression[callee.property.name='safeParse'][arguments.length=1]",
          message: 'Parse with SPANISH_PARSE (worker/schemas/spanish-issues.ts): zod words its own defaults in English.',
        },
      ],
    },
  },
  {
    // The rules that need the types, on the code that ships or runs against data: worker/, site/, db/. Not tests/
    // (a lint of over 90 s with them; vitest already fails a run on an unhandled rejection), nor the virtual files
    // of .astro scripts, which are not in the TypeScript project. docs/testing.md, "Lint".
    files: ['{worker,site,db}/**/*.{ts,tsx}'],
    ignores: ['**/*.astro/*'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  {
    // The Rules of Hooks and the React Compiler's checks, where components and hooks live.
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['**/*.astro/*'],
    ...reactHooks.configs.flat.recommended,
  },
);
