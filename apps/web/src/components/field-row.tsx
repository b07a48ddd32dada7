import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import classes from './field-row.module.css';

/**
 * Form fields side by side (one column on phones, `cols` from `sm` up) whose inputs line up even when only some of
 * them carry a description or an error (a grid of Mantine's SimpleGrid whose fields are subgrids).
 */
export function FieldRow({ cols = 2, className, ...props }: Omit<SimpleGridProps, 'cols'> & { cols?: number }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: cols }}
      spacing="md"
      verticalSpacing={0}
      className={className ? `${classes.row} ${className}` : classes.row}
      {...props}
    />
  );
}
