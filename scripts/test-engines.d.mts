export const ENGINES: readonly ['pglite', 'postgres', 'citus'];
export type TestEngine = (typeof ENGINES)[number];
export function currentEngine(env?: NodeJS.ProcessEnv): TestEngine;
export function enginesOf(text: string): TestEngine[];
export function excludedOnThisEngine(root: string, dir: string, env?: NodeJS.ProcessEnv): string[];
export function testWorkers(cores: number, env?: NodeJS.ProcessEnv): number;
