import type { AdminDownload } from "@dukan/contract";
import { Link } from "@mui/material";
import {
  CreateButton,
  Datagrid,
  DeleteButton,
  Edit,
  EditButton,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useLocaleState,
  useTranslate,
  WrapperField,
  minValue,
} from "react-admin";
import { fileSize } from "../i18n/numbers.ts";
import { DOWNLOAD_KINDS } from "./kinds.ts";
import { guardedForm } from "../forms/UnsavedChanges.tsx";

function useKindChoices() {
  const translate = useTranslate();
  return DOWNLOAD_KINDS.map((id) => ({ id, name: translate(`dukan.downloads.kinds.${id}`) }));
}

function ListActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Link href="/download" target="_blank" rel="noopener" sx={{ alignSelf: "center", mr: 2 }}>
        {translate("dukan.downloads.on_storefront")}
      </Link>
      <CreateButton />
    </TopToolbar>
  );
}

/** The downloads page's files in its order: titles in both languages, kind, file, size. */
export function DownloadList() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <List actions={<ListActions />} pagination={false} sort={{ field: "position", order: "ASC" }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="title_hr" />
        <TextField source="title_en" />
        <FunctionField<AdminDownload>
          source="kind"
          render={(file) => translate(`dukan.downloads.kinds.${file.kind}`)}
        />
        <FunctionField<AdminDownload>
          source="file_name"
          render={(file) => (
            <Link href={file.url} onClick={(event) => event.stopPropagation()}>
              {file.file_name}
            </Link>
          )}
        />
        <FunctionField<AdminDownload>
          source="size_bytes"
          render={(file) => fileSize(file.size_bytes, language)}
        />
        {/* One column with a header (axe: empty-table-header) for the row's two buttons. */}
        <WrapperField label="dukan.downloads.actions">
          <EditButton />
          <DeleteButton mutationMode="pessimistic" />
        </WrapperField>
      </Datagrid>
    </List>
  );
}

/** A file's titles, kind and place in the order (the file itself: delete it and upload another). */
export function DownloadEdit() {
  const kinds = useKindChoices();
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm {...guardedForm} noValidate>
        <TextField source="file_name" />
        <TextInput source="title_hr" validate={required()} fullWidth />
        <TextInput source="title_en" validate={required()} fullWidth />
        <SelectInput source="kind" choices={kinds} validate={required()} />
        <NumberInput
          source="position"
          min={0}
          step={1}
          validate={minValue(0)}
          helperText="dukan.downloads.position_help"
        />
      </SimpleForm>
    </Edit>
  );
}
