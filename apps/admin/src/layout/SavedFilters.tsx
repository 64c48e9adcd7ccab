import BookmarkIcon from "@mui/icons-material/BookmarkBorder";
import CancelIcon from "@mui/icons-material/CancelOutlined";
import {
  Box,
  Card,
  CardContent,
  IconButton,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from "@mui/material";
import {
  AddSavedQueryIconButton,
  extractValidSavedQueries,
  FilterList,
  RemoveSavedQueryIconButton,
  type SavedQuery,
  useListContext,
  useSavedQueries,
  useTranslate,
} from "react-admin";
import { ASIDE_BESIDE } from "../theme.ts";

/** The same value, compared by content (key order aside). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** One saved filter: applies it, or when applied clears it. */
function SavedFilter({ query, selected }: { query: SavedQuery; selected: boolean }) {
  const translate = useTranslate();
  const { setFilters, setPage } = useListContext();
  const toggle = () => {
    if (selected) setFilters({}, {});
    else setFilters(query.value.filter, query.value.displayedFilters);
    setPage(1);
  };
  return (
    <ListItem
      disablePadding
      secondaryAction={
        selected ? (
          <IconButton
            size="small"
            onClick={toggle}
            aria-label={translate("ra.action.remove_filter")}
          >
            <CancelIcon />
          </IconButton>
        ) : null
      }
    >
      <ListItemButton onClick={toggle} selected={selected} sx={{ pl: 4 }}>
        <ListItemText primary={query.label} sx={{ m: 0 }} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * A list's saved filters (react-admin's saved queries, kept in this browser), beside the list.
 * react-admin's SavedQueriesList puts its add/remove button inside its <ul> (axe: a list holds only
 * items) and its items' clear button has no name, so the same parts are laid out here: the button
 * after the list, each item's clear button named.
 */
export function SavedFilters() {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const [savedQueries] = useSavedQueries(resource);
  const saved = extractValidSavedQueries(savedQueries);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const isSaved = saved.some((query) => sameValue(query.value, current));
  const hasFilters = Object.keys(filterValues).length > 0;
  return (
    <Card
      component="aside"
      // Above the list below 1536 pixels (the theme's RaList), as wide as it; beside it from there.
      sx={{
        order: -1,
        mr: { xs: 0, [ASIDE_BESIDE]: 2 },
        mt: { xs: 1, [ASIDE_BESIDE]: 8 },
        width: { xs: "auto", [ASIDE_BESIDE]: 220 },
        flexShrink: 0,
        alignSelf: { xs: "stretch", [ASIDE_BESIDE]: "flex-start" },
      }}
    >
      <CardContent>
        <FilterList label="ra.saved_queries.label" icon={<BookmarkIcon />}>
          {saved.map((query) => (
            <SavedFilter
              key={query.label}
              query={query}
              selected={sameValue(query.value, current)}
            />
          ))}
        </FilterList>
        <Box sx={{ mt: 1 }}>
          {isSaved ? (
            <RemoveSavedQueryIconButton />
          ) : hasFilters ? (
            <AddSavedQueryIconButton />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate("ra.saved_queries.help")}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
