// One list of records in the admin: a table on a wide screen, one card per record on a phone, and
// what to say when there is none. The tabs give the columns and the card's lines.
import { Card, Stack, Table, Text } from '@mantine/core';
import { Fragment, type HTMLAttributes, type ReactNode } from 'react';

export interface AdminColumn<T> {
  /** The header's text, in a plain header cell. */
  head?: ReactNode;
  /** A whole header cell instead (a sortable one). */
  th?: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell's widest, for long text. */
  maw?: number;
}

/** What a row and its card carry: test ids, data attributes, a dimmed style. */
type RowAttributes = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | number | boolean | undefined>;

interface AdminListProps<T> {
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: string;
  phone: boolean | undefined;
  /** The card's lines on a phone. */
  card: (row: T) => ReactNode;
  columns: AdminColumn<T>[];
  minWidth: number;
  rowProps?: (row: T) => RowAttributes;
  striped?: boolean;
  testId?: string;
}

export function AdminList<T>({ rows, rowKey, empty, phone, card, columns, minWidth, rowProps, striped, testId }: AdminListProps<T>) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  if (phone) {
    return (
      <Stack gap="sm" data-testid={testId}>
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder padding="sm" radius="md" {...rowProps?.(row)}>
            <Stack gap={6}>{card(row)}</Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" highlightOnHover={!striped} striped={striped} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the tab.
              <Fragment key={i}>{c.th ?? <Table.Th>{c.head}</Table.Th>}</Fragment>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the tab.
                <Table.Td key={i} maw={c.maw}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
