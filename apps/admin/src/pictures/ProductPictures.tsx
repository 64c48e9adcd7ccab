import type { AdminPicture } from "@dukan/contract";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from "@dnd-kit/sortable";
import { Alert, Box, Card, CardContent, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { visuallyHidden } from "../layout/visually-hidden.ts";
import { api } from "../providers.ts";
import { Dropzone } from "./Dropzone.tsx";
import { PictureTile } from "./PictureTile.tsx";
import { type Refused, sendFile } from "./upload.ts";

type Pictures = { data: AdminPicture[] };

/**
 * A product's pictures: drop or choose several files (each sent on its own, each refusal shown
 * with its file's name), thumbnails in their order, reordered by dragging or from the keyboard
 * (the handle: Space, arrows, Space; or the earlier / later buttons), alt texts in both
 * languages, delete asked first.
 */
export function ProductPictures({ productId }: { productId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ["product-pictures", productId];
  const path = `/products/${productId}/pictures`;
  const query = useQuery({ queryKey: key, queryFn: () => api<Pictures>(path) });
  const [busy, setBusy] = useState<string | null>(null);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const pictures = query.data?.data ?? [];
  const show = (answer: Pictures) => queryClient.setQueryData(key, answer);

  const upload = async (files: File[]) => {
    const problems: Refused[] = [];
    let added = 0;
    for (const file of files) {
      setBusy(file.name);
      const result = await sendFile<Pictures>(path, "POST", "files", file);
      if (result.ok) {
        show(result.data);
        added++;
      } else problems.push({ name: file.name, reason: result.reason });
    }
    setBusy(null);
    setRefused(problems);
    if (added > 0)
      notify("dukan.pictures.uploaded", { type: "info", messageArgs: { smart_count: added } });
  };

  const reorder = async (ids: number[], moved: number) => {
    const previous = query.data;
    show({
      data: ids
        .map((id) => pictures.find((p) => p.id === id))
        .filter((p): p is AdminPicture => !!p),
    });
    try {
      show(await api<Pictures>(`${path}/order`, { method: "PUT", body: { ids } }));
      setAnnouncement(
        translate("dukan.pictures.moved_to", { n: ids.indexOf(moved) + 1, count: ids.length }),
      );
      notify("dukan.pictures.order_saved", { type: "info" });
    } catch (failure) {
      if (previous) show(previous);
      await queryClient.invalidateQueries({ queryKey: key });
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
    }
  };

  const move = (id: number, by: number) => {
    const from = pictures.findIndex((p) => p.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= pictures.length) return;
    void reorder(
      arrayMove(
        pictures.map((p) => p.id),
        from,
        to,
      ),
      id,
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = pictures.map((p) => p.id);
    void reorder(
      arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))),
      Number(active.id),
    );
  };

  return (
    <Card component="section" aria-labelledby="product-pictures-title">
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Typography variant="h6" component="h2" id="product-pictures-title">
          {translate("dukan.pictures.title")}
        </Typography>
        <Dropzone
          id="product-pictures-files"
          accept="image/jpeg,image/png,image/webp"
          multiple
          help={translate("dukan.pictures.drop")}
          label={translate("dukan.pictures.choose")}
          busy={busy === null ? null : translate("dukan.pictures.uploading", { name: busy })}
          onFiles={(files) => void upload(files)}
        />
        {refused.length > 0 && (
          <Alert severity="error" role="alert">
            {translate("dukan.pictures.refused")}
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {refused.map((file) => (
                <li key={file.name}>
                  <strong>{file.name}</strong>: {file.reason}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {pictures.length === 0
            ? translate("dukan.pictures.none")
            : translate("dukan.pictures.count", { smart_count: pictures.length })}
        </Typography>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={pictures.map((p) => p.id)} strategy={rectSortingStrategy}>
            <Box
              component="ol"
              aria-label={translate("dukan.pictures.title")}
              sx={{
                listStyle: "none",
                m: 0,
                p: 0,
                display: "grid",
                gap: 2,
                gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
              }}
            >
              {pictures.map((picture, index) => (
                <PictureTile
                  key={picture.id}
                  picture={picture}
                  index={index}
                  count={pictures.length}
                  path={path}
                  onChanged={show}
                  onMove={(by) => move(picture.id, by)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
        <Box aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
      </CardContent>
    </Card>
  );
}
