export function databaseSuiteOptions(root: string): {
  exclude: string[];
  maxWorkers: number;
  isolate: boolean;
  testTimeout: number;
  hookTimeout: number;
};
