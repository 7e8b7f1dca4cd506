export interface RouteMeasure {
  route: string;
  page: string;
  files: string[];
  sources: string[];
  gzipBytes: number;
}
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export const BUDGET_BYTES: number;
export const PUBLIC_ROUTES: Record<string, string>;
export const FORBIDDEN: RegExp[];
export function measureRoutes(
  manifest: Record<string, ManifestChunk>,
  readChunk: (file: string) => Uint8Array,
): RouteMeasure[];
export function measureDist(distDir: string): RouteMeasure[];
export function budgetProblems(
  routes: RouteMeasure[],
  modulesOfFile?: (file: string) => string[],
): string[];
export function formatRoutes(routes: RouteMeasure[]): string;
