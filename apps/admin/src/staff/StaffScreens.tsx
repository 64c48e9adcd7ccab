import { Chip, Stack } from "@mui/material";
import {
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  email,
  FilterButton,
  List,
  NullableBooleanInput,
  type RaRecord,
  RadioButtonGroupInput,
  required,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from "react-admin";
import { SavedFilters } from "../layout/SavedFilters.tsx";
import { hasScope, ROLES, type Role } from "./roles.ts";
import { guardedForm } from "../forms/UnsavedChanges.tsx";

function useRoleChoices() {
  const translate = useTranslate();
  return ROLES.map((role) => ({ id: role, name: translate(`dukan.roles.${role}`) }));
}

/** A staff member's roles as chips with their names in the app's language. */
function RolesField(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ roles?: Role[] }>();
  const translate = useTranslate();
  if (!record?.roles) return null;
  return (
    <Stack direction="row" gap={0.5} flexWrap="wrap">
      {record.roles.map((role) => (
        <Chip key={role} size="small" label={translate(`dukan.roles.${role}`)} />
      ))}
    </Stack>
  );
}

function useStaffFilters() {
  const choices = useRoleChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="role"
      source="roles"
      label="resources.staff.fields.roles"
      choices={choices}
    />,
    <NullableBooleanInput key="disabled" source="disabled" />,
  ];
}

export function StaffList() {
  return (
    <List
      filters={useStaffFilters()}
      aside={<SavedFilters />}
      sort={{ field: "email", order: "ASC" }}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton label="dukan.staff.invite" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="name" />
        <RolesField label="resources.staff.fields.roles" sortable={false} />
        <BooleanField source="totpEnabled" sortable={false} />
        <BooleanField source="disabled" sortable={false} />
        <BooleanField
          source="invited"
          label="resources.staff.fields.invitationPending"
          sortable={false}
        />
      </Datagrid>
    </List>
  );
}

/** The roles an admin may give: only scopes they hold themselves (the API refuses others too). */
function useGrantableRoles() {
  const { identity } = useGetIdentity();
  const all = useRoleChoices();
  const mine = (identity?.roles ?? []) as Role[];
  return all.filter((choice) => hasScope(mine, choice.id));
}

export function StaffCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const roles = useGrantableRoles();
  return (
    <Create
      title="dukan.staff.invite_title"
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify("dukan.staff.invited", { messageArgs: { email: String(record.email) } });
          redirect("list", "staff");
        },
      }}
    >
      <SimpleForm
        {...guardedForm}
        noValidate
        defaultValues={{ roles: [], language: "hr" }}
        toolbar={
          <Toolbar>
            <SaveButton label="dukan.staff.send_invitation" />
          </Toolbar>
        }
      >
        <p>{translate("dukan.staff.invite_help")}</p>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="name" validate={required()} />
        <CheckboxGroupInput source="roles" choices={roles} validate={required()} />
        <RadioButtonGroupInput
          source="language"
          choices={[
            { id: "hr", name: translate("dukan.languages.hr") },
            { id: "en", name: translate("dukan.languages.en") },
          ]}
        />
      </SimpleForm>
    </Create>
  );
}

export function StaffEdit() {
  const roles = useGrantableRoles();
  return (
    <Edit mutationMode="pessimistic">
      {/* No delete: a staff member is disabled, never removed (the audit log names them). */}
      <SimpleForm
        {...guardedForm}
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="email" />
        <TextInput source="name" validate={required()} />
        <CheckboxGroupInput source="roles" choices={roles} validate={required()} />
        <BooleanInput source="disabled" />
      </SimpleForm>
    </Edit>
  );
}
