import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

const root = import.meta.dirname;

// Every client feature folder: each one may import only itself among the features.
const clientFeatures = fs
  .readdirSync(path.join(root, 'client/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's composition root: the files that wire config, database, transports and modules together.
const serverCompositionRoot = ['server/src/app.ts', 'server/src/index.ts'];

/** The layer rules of docs/testing.md ("Lint zones"): who may import whom. */
const layerZones = [
  {
    target: ['server/src/modules', 'server/src/rest', 'server/src/web', 'server/src/cli'],
    from: 'server/src/graphql',
    message: 'Only the GraphQL transport imports graphql/; shared code belongs in server/src/lib.',
  },
  {
    target: 'server/src/modules',
    from: ['server/src/rest', 'server/src/web', 'server/src/cli', ...serverCompositionRoot],
    message: 'Modules never import a transport, the CLI or the composition root.',
  },
  {
    target: 'server/src/lib',
    from: [
      'server/src/modules',
      'server/src/graphql',
      'server/src/rest',
      'server/src/web',
      'server/src/cli',
      ...serverCompositionRoot,
    ],
    message: 'lib/ is the bottom layer of the server: it imports no module, transport or the composition root.',
  },
  ...clientFeatures.map((feature) => ({
    target: `client/src/features/${feature}`,
    from: 'client/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; move shared code to components/ or lib/.',
  })),
  {
    target: ['client/src/components', 'client/src/lib'],
    from: ['client/src/features', 'client/src/app'],
    message: 'components/ and lib/ are shared by the features: they never import a feature or the app shell.',
  },
  {
    target: 'common',
    from: ['server', 'client', 'planner'],
    message: 'common/ is shared by the server, the planner and the client: it imports none of them.',
  },
  {
    target: 'planner',
    from: ['server', 'client'],
    message: 'planner/ is pure code shared by the server and the client: it imports neither (only common/).',
  },
  {
    target: 'client',
    from: 'server',
    message: 'The client never imports the server: share code through common/ or planner/ (@rigforge/...).',
  },
  {
    target: 'server',
    from: 'client',
    message: 'The server never imports the client: share code through common/ or planner/ (@rigforge/...).',
  },
  {
    target: ['server', 'client'],
    from: 'planner/src',
    except: ['./index.ts'],
    message: 'Import the planner by its package name (@rigforge/planner), never a file inside it.',
  },
];

const codeConfigs = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Build output: the static deployment and the prerenderer bundles (docs/prerendering.md).
      'dist-static/**',
      'client/dist-ssr/**',
      'client/dist-ssr-static/**',
      '.data/**',
      'client/src/generated/**',
      'client/src/**/*.generated.ts',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware rules: every TypeScript file belongs to one of the workspaces' tsconfig.json.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: false }],
    },
  },
  {
    // Outside the workspaces' tsconfig files (not type-checked by `npm run typecheck` either).
    files: ['ormconfig.ts', 'scripts/**/*.d.mts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'common/src/**/*.ts', 'planner/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files (parsed without type information) so no-cycle sees the whole graph.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'server/tsconfig.json',
            'client/tsconfig.json',
            'common/tsconfig.json',
            'planner/tsconfig.json',
          ].map((p) => path.join(root, p)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    // Nothing imports a test, so a cycle never starts there: checking only the product code halves the walk.
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'common/src/**/*.ts', 'planner/src/**/*.ts'],
    ignores: ['**/__tests__/**', 'server/src/test/**', 'client/src/test/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['client/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari's VoiceOver drops the list role of a list styled `list-style: none` (Tailwind's reset):
      // an explicit role="list" on ul/ol restores it, so it is not redundant here.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
  {
    files: ['client/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['server/src/**/*.ts'],
    // type-graphql and TypeORM read decorator metadata at run time: the classes used in
    // decorated signatures must be value imports, not type-only ones.
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'bench/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);

// The JavaScript and TypeScript rules above apply to every file they do not exclude; a GraphQL document
// has none of their syntax (and no type information), so they are off for it.
const codeRulesOff = Object.fromEntries(
  codeConfigs.flatMap((config) => Object.keys(config.rules ?? {})).map((rule) => [rule, 'off']),
);

export default [
  ...codeConfigs,
  {
    // The client's GraphQL operations use no deprecated field, argument or input field (docs/api.md lists
    // the deprecated twins third parties may still use, with their removal dates).
    files: ['client/src/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: path.join(root, 'schema.graphql') } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: { ...codeRulesOff, '@graphql-eslint/no-deprecated': 'error' },
  },
];
