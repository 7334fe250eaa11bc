/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  // bench/tmp holds copies of the site while the benchmark runs.
  modulePathIgnorePatterns: ['<rootDir>/bench/tmp/'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx' } }] },
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/__tests__/__mocks__/cssModule.js',
    '\\.css$': '<rootDir>/__tests__/__mocks__/style.js',
    '^gatsby$': '<rootDir>/__tests__/__mocks__/gatsby.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
};
