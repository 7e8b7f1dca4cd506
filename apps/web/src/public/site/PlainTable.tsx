import type { ReactNode } from 'react';
import classes from './PlainTable.module.css';

export { classes as tableClasses };

/** A bordered table that scrolls sideways on narrow screens (see PlainTable.module.css). */
export function PlainTable({
  children,
  label,
  striped = false,
  columnBorders = false,
  minWidth,
}: {
  children: ReactNode;
  label?: string;
  striped?: boolean;
  columnBorders?: boolean;
  minWidth?: number;
}) {
  const className = [
    classes.table,
    striped ? classes.striped : '',
    columnBorders ? classes.columns : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes.scroll}>
      <table className={className} aria-label={label} style={minWidth ? { minWidth } : undefined}>
        {children}
      </table>
    </div>
  );
}
