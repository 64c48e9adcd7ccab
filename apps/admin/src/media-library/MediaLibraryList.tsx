import type { MediaLibraryItem } from "@dukan/contract";
import { Box } from "@mui/material";
import {
  Datagrid,
  DeleteButton,
  FunctionField,
  List,
  TextField,
  useLocaleState,
  WrapperField,
} from "react-admin";
import { MomentField } from "../i18n/MomentField.tsx";
import { EmptyList } from "../layout/EmptyList.tsx";
import { fileSize } from "../i18n/numbers.ts";

/** The media library's pictures, newest first: a thumbnail, the file, its sizes; removed after asking. */
export function MediaLibraryList() {
  const [language] = useLocaleState();
  return (
    <List
      exporter={false}
      sort={{ field: "uploadedAt", order: "DESC" }}
      perPage={25}
      empty={<EmptyList title="dukan.media.empty" help="dukan.media.upload_help" create />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<MediaLibraryItem>
          label="resources.media-library.fields.picture"
          render={(item) => (
            <Box
              component="img"
              src={item.url}
              alt={item.fileName}
              loading="lazy"
              sx={{ width: 96, height: 64, objectFit: "contain", bgcolor: "grey.100" }}
            />
          )}
        />
        <TextField source="fileName" sortable={false} />
        <FunctionField<MediaLibraryItem>
          source="size"
          sortable={false}
          render={(item) => `${item.width} × ${item.height}`}
        />
        <FunctionField<MediaLibraryItem>
          source="bytes"
          sortable={false}
          render={(item) => fileSize(item.bytes, language)}
        />
        <MomentField source="uploadedAt" sortable={false} />
        <TextField source="url" sortable={false} />
        <WrapperField label="dukan.media.actions">
          <DeleteButton mutationMode="pessimistic" />
        </WrapperField>
      </Datagrid>
    </List>
  );
}
