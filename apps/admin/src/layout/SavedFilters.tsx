import { Card, CardContent } from "@mui/material";
import { SavedQueriesList } from "react-admin";

/** A list's saved filters (react-admin's saved queries, kept in this browser), beside the list. */
export function SavedFilters() {
  return (
    <Card
      component="aside"
      sx={{ order: -1, mr: 2, mt: 8, width: 220, flexShrink: 0, alignSelf: "flex-start" }}
    >
      <CardContent>
        <SavedQueriesList />
      </CardContent>
    </Card>
  );
}
