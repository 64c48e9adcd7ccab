import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
} from "react-admin";
import { MomentField } from "../i18n/MomentField.tsx";

const languages = ["hr", "en"] as const;

/** The information pages, each in both languages: key, language, title and last change. */
export function PageList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="language"
      source="language"
      alwaysOn
      choices={languages.map((id) => ({ id, name: translate(`dukan.pages.languages.${id}`) }))}
    />,
  ];
  return (
    <List filters={filters} sort={{ field: "key", order: "ASC" }} perPage={50}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="key" />
        <FunctionField<{ language: string }>
          source="language"
          render={(page) => translate(`dukan.pages.languages.${page.language}`)}
        />
        <TextField source="title" />
        <MomentField source="updated_at" showTime />
      </Datagrid>
    </List>
  );
}
