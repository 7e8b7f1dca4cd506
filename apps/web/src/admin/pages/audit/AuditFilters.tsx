import { Grid, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import { ENTITY_OPTIONS } from './auditFormat';
import type { AuditEntity } from './types';

export type Filters = {
  from: string;
  to: string;
  actorId: string | null;
  entity: AuditEntity | null;
  entityId: string;
};

export const NO_FILTERS: Filters = { from: '', to: '', actorId: null, entity: null, entityId: '' };

/** The filters as the list/export input: only those set. */
export function filterInput(f: Filters) {
  return {
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(f.actorId ? { actorId: f.actorId } : {}),
    ...(f.entity ? { entity: f.entity } : {}),
    ...(f.entityId.trim() ? { entityId: f.entityId.trim() } : {}),
  };
}

const COL = { base: 6, md: 2.4 };

/** The audit trail's filters: a date range, who, what kind of record and its id. */
export function AuditFilters({
  filters,
  set,
  badRange,
}: {
  filters: Filters;
  set: (patch: Partial<Filters>) => void;
  badRange: boolean;
}) {
  const trpc = useTRPC();
  const actors = useQuery(trpc.tenant.audit.actors.queryOptions());
  const actorOptions = (actors.data ?? []).map((a) => ({ value: a.id, label: a.label }));
  const selects = [
    {
      label: 'User',
      placeholder: 'Anyone',
      data: actorOptions,
      value: filters.actorId,
      onChange: (actorId: string | null) => set({ actorId }),
      searchable: true,
    },
    {
      label: 'Record type',
      placeholder: 'All records',
      data: ENTITY_OPTIONS,
      value: filters.entity,
      onChange: (entity: string | null) => set({ entity: entity as AuditEntity | null }),
    },
  ];
  return (
    <Grid gap="sm" mb="md">
      <Grid.Col span={COL}>
        <DateField
          label="From"
          value={filters.from}
          clearable
          onChange={(from) => set({ from })}
          error={badRange ? 'From is after To' : undefined}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <DateField label="To" value={filters.to} clearable onChange={(to) => set({ to })} />
      </Grid.Col>
      {selects.map((select) => (
        <Grid.Col key={select.label} span={COL}>
          <Select {...select} clearable comboboxProps={{ withinPortal: true }} />
        </Grid.Col>
      ))}
      <Grid.Col span={{ base: 12, md: 2.4 }}>
        <TextInput
          label="Record ID"
          placeholder="Paste an id"
          value={filters.entityId}
          onChange={(e) => set({ entityId: e.currentTarget.value })}
        />
      </Grid.Col>
    </Grid>
  );
}
