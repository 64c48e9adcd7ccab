import type { AdminProductRow } from "@dukan/contract";
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import DeleteIcon from "@mui/icons-material/Delete";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import {
  Autocomplete,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useInput, useLocaleState, useTranslate } from "react-admin";
import { api } from "../providers.ts";

type Named = Pick<AdminProductRow, "id" | "item_code" | "name_hr" | "name_en">;

const nameOf = (product: Named | undefined, id: number, locale: string) =>
  product
    ? `${product.item_code} · ${locale === "en" ? product.name_en : product.name_hr}`
    : `#${id}`;

function Row({ id, name, onRemove }: { id: number; name: string; onRemove: () => void }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  return (
    <ListItem
      ref={setNodeRef}
      sx={{ transform: CSS.Transform.toString(transform), transition, bgcolor: "background.paper" }}
      secondaryAction={
        <IconButton
          edge="end"
          onClick={onRemove}
          aria-label={translate("dukan.products.related.remove", { name })}
        >
          <DeleteIcon />
        </IconButton>
      }
    >
      <IconButton
        {...attributes}
        {...listeners}
        aria-label={translate("dukan.products.related.drag", { name })}
        sx={{ cursor: "grab", mr: 1 }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <ListItemText primary={name} />
    </ListItem>
  );
}

/**
 * The related products (`related_ids`) in the order the shop shows them: found by search
 * (name, item code, EAN), reordered by dragging (or with the keyboard: focus the handle, space,
 * arrows, space), removed one by one.
 */
export function RelatedProductsInput({ productId }: { productId?: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field } = useInput<number[]>({ source: "related_ids", defaultValue: [] });
  const ids: number[] = Array.isArray(field.value) ? field.value : [];
  const [known, setKnown] = useState<Map<number, Named>>(new Map());
  const [search, setSearch] = useState("");
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  useQuery({
    queryKey: ["related-names", ids.filter((id) => !known.has(id))],
    enabled: ids.some((id) => !known.has(id)),
    queryFn: async () => {
      const found = await Promise.all(
        ids.filter((id) => !known.has(id)).map((id) => api<Named>(`/products/${id}`)),
      );
      setKnown((before) => new Map([...before, ...found.map((p) => [p.id, p] as const)]));
      return found.length;
    },
  });
  const { data: options = [] } = useQuery({
    queryKey: ["related-search", search],
    enabled: search.trim().length >= 2,
    queryFn: async () =>
      (
        await api<{ data: AdminProductRow[] }>("/products", {
          query: new URLSearchParams({ q: search, perPage: "10" }),
        })
      ).data,
  });
  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    field.onChange(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <>
      <Autocomplete<AdminProductRow>
        options={options.filter((p) => p.id !== productId && !ids.includes(p.id))}
        getOptionLabel={(p) => nameOf(p, p.id, locale)}
        filterOptions={(all) => all}
        inputValue={search}
        onInputChange={(_event, value) => setSearch(value)}
        value={null}
        onChange={(_event, picked) => {
          if (!picked) return;
          setKnown((before) => new Map(before).set(picked.id, picked));
          field.onChange([...ids, picked.id]);
          setSearch("");
        }}
        renderInput={(params) => (
          <TextField {...params} label={translate("dukan.products.related.search")} />
        )}
        sx={{ maxWidth: 600, mb: 2 }}
      />
      {ids.length === 0 ? (
        <Typography color="text.secondary">{translate("dukan.products.related.empty")}</Typography>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <List
              sx={{ maxWidth: 600 }}
              aria-label={translate("resources.products.fields.related_ids")}
            >
              {ids.map((id) => (
                <Row
                  key={id}
                  id={id}
                  name={nameOf(known.get(id), id, locale)}
                  onRemove={() => field.onChange(ids.filter((other) => other !== id))}
                />
              ))}
            </List>
          </SortableContext>
        </DndContext>
      )}
    </>
  );
}
