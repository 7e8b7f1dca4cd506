import { machine, ratioOf, sideBySide, writeResult } from './common';

/** A figure of a result by its dotted path ('memory.growthMiB.firstHalf'). */
export function figureAt(result: unknown, path: string): number | null | undefined {
  let at: unknown = result;
  for (const key of path.split('.')) at = (at as Record<string, unknown> | null | undefined)?.[key];
  return typeof at === 'number' || at === null ? at : undefined;
}

/**
 * `--engine citus`: the figures of both engines side by side (label, PostgreSQL, Citus and
 * Citus/PostgreSQL), and their ratios by path.
 */
export function sideBySideFigures(
  figures: [label: string, path: string][],
  pg: unknown,
  citus: unknown,
): { lines: string[]; ratios: Record<string, number | null> } {
  const ratios: Record<string, number | null> = {};
  for (const [, path] of figures) ratios[path] = ratioOf(figureAt(pg, path), figureAt(citus, path));
  const lines = sideBySide(
    figures.map(([label, path]) => [label, figureAt(pg, path), figureAt(citus, path)]),
  );
  return { lines, ratios };
}

/** Writes bench/results/<name>.json: both engines' results (without their own `bench`). */
export function writeEngineComparison<R extends { bench: string; settings: unknown }>(
  name: string,
  pg: R,
  citus: R,
  ratios: unknown,
) {
  const strip = ({ bench: _bench, ...rest }: R) => rest;
  writeResult(name, {
    bench: name,
    at: new Date().toISOString(),
    machine: machine(),
    settings: pg.settings,
    note: 'PostgreSQL, then Citus, same settings; ratios are Citus / PostgreSQL',
    engines: { postgres: strip(pg), citus: strip(citus) },
    ratios,
  });
}
