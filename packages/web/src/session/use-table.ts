import { useSyncExternalStore } from 'react';
import type { Table, TableState } from './table.ts';

/** A table's state as React state. */
export function useTableState(table: Table): TableState {
  return useSyncExternalStore(table.subscribe, table.getState);
}
