import type { AdminCategory } from "@dukan/contract";
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
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Box, Card, CardContent, List, Typography } from "@mui/material";
import { useState } from "react";
import {
  Confirm,
  CreateButton,
  Loading,
  Title,
  TopToolbar,
  useDataProvider,
  useGetList,
  useLocaleState,
  useNotify,
  useTranslate,
} from "react-admin";
import type { DukanDataProvider } from "../dataProvider.ts";
import { CategoryRow } from "./CategoryRow.tsx";
import { MoveDialog } from "./MoveDialog.tsx";
import { type Placement, dropPlacement, siblingsOf, stepPlacement } from "./tree.ts";

/**
 * The category tree (`/admin/categories`): every category indented by depth with its product
 * count. Dragging a category by its handle (mouse, or keyboard: space, arrows, space) puts it on the
 * place of the row it is dropped on; the buttons move it up, down or under another category, so
 * every move is keyboard-usable. Each move is `POST /categories/{id}/move` with the version read;
 * deleting asks first and shows the API's refusal (subcategories or products) as it says it.
 */
export function CategoryTree() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<DukanDataProvider>();
  const { data, isPending, refetch } = useGetList<AdminCategory>("categories", {
    pagination: { page: 1, perPage: 1000 },
  });
  const [busy, setBusy] = useState(false);
  const [moving, setMoving] = useState<AdminCategory | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (isPending || !data) return <Loading />;
  const list = data;
  const nameOf = (node: AdminCategory) => (locale === "en" ? node.nameEn : node.nameHr);
  const failed = (error: unknown) =>
    notify(error instanceof Error ? error.message : "ra.notification.http_error", {
      type: "error",
      autoHideDuration: null,
    });

  const move = async (node: AdminCategory, to: Placement) => {
    setBusy(true);
    try {
      await dataProvider.action("categories", {
        id: node.id,
        action: "move",
        data: { version: node.version, ...to },
      });
      notify("dukan.categories.moved", { type: "success" });
    } catch (error) {
      failed(error);
    } finally {
      await refetch();
      setBusy(false);
    }
  };

  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over) return;
    const node = list.find((candidate) => candidate.id === event.active.id);
    const to = dropPlacement(list, Number(event.active.id), Number(event.over.id));
    if (node && to) void move(node, to);
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await dataProvider.delete("categories", { id: deleting.id, previousData: deleting });
      notify("dukan.categories.deleted", { type: "success" });
    } catch (error) {
      failed(error);
    } finally {
      setDeleting(null);
      await refetch();
      setBusy(false);
    }
  };

  // A block of its own: straight in the layout's column, the toolbar (flex-basis 100 % below 900
  // pixels) grew as tall as the tree, and a phone showed a screen of nothing above it.
  return (
    <Box>
      <Title title="dukan.categories.tree" />
      <TopToolbar>
        <CreateButton resource="categories" label="dukan.categories.new" />
      </TopToolbar>
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" id="category-tree-hint">
            {translate("dukan.categories.hint")}
          </Typography>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={list.map((n) => n.id)} strategy={verticalListSortingStrategy}>
              <List aria-describedby="category-tree-hint" data-testid="category-tree">
                {list.map((node) => {
                  const siblings = siblingsOf(list, node.parentId);
                  return (
                    <CategoryRow
                      key={node.id}
                      node={node}
                      name={nameOf(node)}
                      first={siblings[0]?.id === node.id}
                      last={siblings.at(-1)?.id === node.id}
                      busy={busy}
                      actions={{
                        step: (n, step) => {
                          const to = stepPlacement(list, n.id, step);
                          if (to) void move(n, to);
                        },
                        moveUnder: setMoving,
                        remove: setDeleting,
                      }}
                    />
                  );
                })}
              </List>
            </SortableContext>
          </DndContext>
        </CardContent>
      </Card>
      {moving && (
        <MoveDialog
          node={moving}
          list={list}
          nameOf={nameOf}
          onClose={() => setMoving(null)}
          onMove={(parentId) => {
            const node = moving;
            setMoving(null);
            void move(node, { parentId, position: 10_000 });
          }}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={busy}
        title={translate("dukan.categories.delete_confirm", {
          name: deleting ? nameOf(deleting) : "",
        })}
        content=""
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
