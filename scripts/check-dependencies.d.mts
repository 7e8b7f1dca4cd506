export type DependencyViolation = { rule: string; from: string; to: string; comment: string };
export function checkDependencies(
  root?: string,
): Promise<{ violations: DependencyViolation[]; modules: number; ms: number }>;
