/** Shared list, drawer and Excel pieces for every back-office and master page (see each file). */
export { DataTable, type DataTableProps } from './DataTable';
export { CardField, SearchInput } from './DataTableParts';
export { ListPage, type ListPageProps, type ListResult } from './ListPage';
export {
  EntityDrawer,
  type DrawerProps,
  type DrawerSection,
  type EntityDrawerProps,
  type SavedMessage,
} from './EntityDrawer';
export { CreateButton, type CreateButtonProps } from './CreateButton';
export { confirmAction, confirmDelete, type ConfirmActionOptions } from './confirm';
export { ExcelUpload, MAX_UPLOAD_ROWS, type ExcelUploadProps } from './ExcelUpload';
export {
  downloadBlob,
  exportRowsToXlsx,
  neutraliseFormula,
  parseFirstSheet,
  MAX_UPLOAD_BYTES,
  type SheetRow,
} from './excel';
export { rowReportOf, type RowProblem } from './rowReport';
export {
  searchFromAddress,
  useServerTable,
  type ServerTable,
  type ServerTableOptions,
} from './useServerTable';
export { usePagePermissions } from './usePagePermissions';
export { useErrorToast } from './useErrorToast';
export { useListQuery } from './useListQuery';
export { useSaveRecord } from './useSaveRecord';
export {
  DownloadError,
  downloadErrorText,
  downloadExport,
  downloadFromRest,
  fetchFile,
  NothingToExport,
  runExport,
} from './fileExport';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { DrawerShell, DrawerFooter, type DrawerShellProps } from './DrawerShell';
export { DISCARD_CHANGES, useDiscardGuard } from './useDiscardGuard';
export {
  deleteAfterConfirm,
  editDeleteActions,
  voidAfterConfirm,
  listTableProps,
  useDrawerState,
} from './rowActions';
export {
  displayValue,
  type DataTableAction,
  type DataTableColumn,
  type SortDir,
  type TableSort,
  type TableState,
} from './types';
export { StateBadge } from './StateBadge';
export { SegmentFilter, useSegmentFilter } from './SegmentFilter';
