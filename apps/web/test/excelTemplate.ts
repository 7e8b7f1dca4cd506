import { describe, expect, it } from 'vitest';

/** What the server holds for a catalogue's Excel import: its columns and the row it parses. */
export interface ServerTemplate {
  columns: readonly string[];
  row: { safeParse: (row: unknown) => { error?: unknown } };
}

/**
 * A catalogue's Download Demo, checked against the server's import: the same columns, and demo
 * rows in those columns that the server takes. `server` loads the contracts when the test runs.
 */
export function describeExcelTemplate(
  template: { columns: readonly string[]; demoRows: readonly Record<string, unknown>[] },
  server: () => Promise<ServerTemplate>,
) {
  describe('the Excel template (Download Demo)', () => {
    it('has the columns the server imports, with demo rows it takes', async () => {
      const { columns, row } = await server();
      expect(template.columns).toEqual(columns);
      for (const demo of template.demoRows) {
        expect(Object.keys(demo)).toEqual([...template.columns]);
        expect(row.safeParse(demo).error).toBeUndefined();
      }
    });
  });
}
