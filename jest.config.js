/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@rigforge/common$': '<rootDir>/../common/src/index.ts',
    '^@rigforge/planner$': '<rootDir>/../planner/src/index.ts',
  },
};
module.exports = {
  testTimeout: 60_000,
  // A worker per core (jest's default leaves one core to its own process, which mostly waits): on a
  // 2-core machine two suites run at once. Real-PostgreSQL runs give each worker its own database.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'common',
      rootDir: 'common',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'planner',
      rootDir: 'planner',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'server',
      rootDir: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
      setupFiles: ['reflect-metadata', '<rootDir>/src/test/pg-workers/setup-file.ts'],
      // With TEST_DATABASE_URL (real PostgreSQL), a database per worker (src/test/pg-workers).
      globalSetup: '<rootDir>/src/test/pg-workers/global-setup.ts',
      globalTeardown: '<rootDir>/src/test/pg-workers/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'client',
      rootDir: 'client',
      // jsdom with Node's fetch (for msw/node); packages resolve to their Node builds (msw/node has no browser one).
      testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
      testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
      // Some of msw's dependencies are published as ES modules only: compiled to CommonJS like our code.
      transform: { ...common.transform, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|@mswjs)/)'],
      // The build-time flag of the static build (client/src/static-build.d.ts): the server build's value.
      globals: { __RIGFORGE_STATIC__: false },
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.tsx', '<rootDir>/src/**/__tests__/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '\\.(css|svg|png|webp)$': '<rootDir>/src/test/file-stub.ts',
      },
    },
  ],
};
