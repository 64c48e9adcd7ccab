import { Box, Card, CardContent, CircularProgress, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";

/** A titled part of a record's page: a card whose h2 names it (the page's h1 is the record). */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {actions}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** Named values as a description list (term, value), laid out in two columns. */
export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: "minmax(10rem, max-content) 1fr",
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        "& dt": { color: "text.secondary" },
        "& dd": { m: 0 },
      }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: "contents" }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** A named spinner while a record is read (axe: a progress bar needs a name). */
export function Reading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: "flex", justifyContent: "center", p: 4 }}>
      <CircularProgress aria-label={translate("ra.page.loading")} />
    </Box>
  );
}
