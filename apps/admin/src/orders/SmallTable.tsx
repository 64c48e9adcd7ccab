import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";

/** A table with its header row, named `label`; its box scrolls on a phone, from the keyboard too. */
export function SmallTable({
  label,
  head,
  rows,
  numeric = [],
}: {
  label: string;
  head: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  numeric?: number[];
}) {
  return (
    <Box sx={{ overflowX: "auto" }} tabIndex={0} role="group" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((cell, i) => (
              <TableCell key={cell} align={numeric.includes(i) ? "right" : "left"}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) => (
                <TableCell key={i} align={numeric.includes(i) ? "right" : "left"}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
