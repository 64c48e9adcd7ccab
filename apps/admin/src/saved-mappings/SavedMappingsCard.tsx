import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Confirm, useNotify, useTranslate } from "react-admin";
import { api } from "../providers.ts";
import { type MappingKind, mappingsKey, type SavedColumnMapping } from "./kind.ts";
import { MappingDialog } from "./MappingDialog.tsx";

/**
 * A section's saved column mappings beside its upload form: a new one, the chosen one edited or
 * removed (asked first). A mapping just saved becomes the chosen one.
 */
export function SavedMappingsCard({
  kind,
  chosen,
  onChosen,
}: {
  kind: MappingKind;
  chosen: SavedColumnMapping | undefined;
  onChosen: (id: string) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ saved: SavedColumnMapping | null } | null>(null);
  const [deleting, setDeleting] = useState(false);

  const removeChosen = async () => {
    if (!chosen) return;
    try {
      await api(`${kind.path}/${chosen.id}`, { method: "DELETE" });
      onChosen("");
      await queryClient.invalidateQueries({ queryKey: mappingsKey(kind) });
      notify("dukan.mappings.deleted", { type: "info" });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card>
      <CardContent sx={{ display: "grid", gap: 1.5 }}>
        <Typography component="h2" variant="h6">
          {translate(`${kind.texts}.mappings_title`)}
        </Typography>
        <Typography variant="body2">{translate(`${kind.texts}.mappings_help`)}</Typography>
        <Stack direction="row" gap={1} flexWrap="wrap">
          <Button variant="outlined" onClick={() => setEditing({ saved: null })}>
            {translate("dukan.mappings.new")}
          </Button>
          <Button
            variant="outlined"
            disabled={!chosen}
            onClick={() => setEditing({ saved: chosen ?? null })}
          >
            {translate("dukan.mappings.edit")}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={!chosen}
            onClick={() => setDeleting(true)}
          >
            {translate("dukan.mappings.delete")}
          </Button>
        </Stack>
      </CardContent>
      {editing && (
        <MappingDialog
          kind={kind}
          saved={editing.saved}
          onClose={() => setEditing(null)}
          onSaved={async (mapping) => {
            setEditing(null);
            await queryClient.invalidateQueries({ queryKey: mappingsKey(kind) });
            onChosen(String(mapping.id));
            notify("dukan.mappings.saved", { messageArgs: { name: mapping.name } });
          }}
        />
      )}
      <Confirm
        isOpen={deleting}
        title="dukan.mappings.delete_title"
        titleTranslateOptions={{ name: chosen?.name ?? "" }}
        content={`${kind.texts}.mapping_delete_content`}
        confirm="ra.action.delete"
        onConfirm={removeChosen}
        onClose={() => setDeleting(false)}
      />
    </Card>
  );
}
