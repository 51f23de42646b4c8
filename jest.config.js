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
      setupFiles: ['reflect-metadata'],
    },
    {
      ...common,
      displayName: 'client',
      rootDir: 'client',
      testEnvironment: 'jsdom',
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
