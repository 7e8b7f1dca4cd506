import { Select, type SelectProps } from '@mantine/core';
import { useRef, useState } from 'react';
import { STATE_OPTIONS, stateSearchText } from './customerForm';

/**
 * The State select (issue 29): searchable, but typing searches afresh instead of appending to the
 * chosen state's label ('19 - West BengalGuj' found nothing). While the list is open the box is
 * empty with the chosen state as its placeholder; closing it without a choice shows that state
 * again.
 */
export function StateSelect(props: Omit<SelectProps, 'data' | 'searchable'>) {
  const selected = STATE_OPTIONS.find((o) => o.value === props.value)?.label ?? '';
  const [search, setSearch] = useState<string | null>(null);
  const isOpen = useRef(false);

  return (
    <Select
      allowDeselect={false}
      {...props}
      data={STATE_OPTIONS}
      searchable
      placeholder={selected || props.placeholder}
      searchValue={search ?? selected}
      onSearchChange={(typed) => {
        // Mantine writes the chosen label back into the box on a pick and on blur: with the list
        // closed that is no search. Text typed after the label is the search.
        const fresh = stateSearchText(typed, selected);
        if (fresh === null && !isOpen.current) return;
        setSearch(fresh ?? typed);
      }}
      onDropdownOpen={() => {
        isOpen.current = true;
        setSearch((typed) => typed ?? '');
        props.onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        isOpen.current = false;
        setSearch(null);
        props.onDropdownClose?.();
      }}
    />
  );
}
