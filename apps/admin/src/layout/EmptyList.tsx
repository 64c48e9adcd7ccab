import { Card, CardContent, Typography } from "@mui/material";
import { CreateButton, useTranslate } from "react-admin";

/**
 * A list with nothing in it yet, as a list's `empty`: says so under the page's title (an h2), how
 * entries come, and offers to add one when the list can. react-admin's own empty page is too pale
 * for WCAG (#9e9e9e on white, 2.7:1) and puts an h4 straight under the h1.
 */
export function EmptyList({
  title,
  help,
  create = false,
}: {
  /** Message keys. */
  title: string;
  help?: string;
  /** Offer the list's create screen. */
  create?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <CardContent sx={{ display: "grid", gap: 1.5, justifyItems: "start" }}>
        <Typography component="h2" variant="h6">
          {translate(title)}
        </Typography>
        {help && <Typography>{translate(help)}</Typography>}
        {create && <CreateButton variant="contained" />}
      </CardContent>
    </Card>
  );
}
