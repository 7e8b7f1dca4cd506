export const DEFAULT_LOG_DIR: string;
export type LogFinding = { log: string; line: number; secret: string };
export function scanLogs(dir?: string): {
  logs: number;
  lines: number;
  secrets: number;
  findings: LogFinding[];
};
export function mask(secret: string): string;
export function isScannable(secret: string): boolean;
