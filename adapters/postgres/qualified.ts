import { getTableName, sql, type Column } from 'drizzle-orm';

/** A column as "table"."column": Drizzle writes bare names in a one-table select, and a bare name in a subquery binds to the subquery's table. */
export const qualified = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
