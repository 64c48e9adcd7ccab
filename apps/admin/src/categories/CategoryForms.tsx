import { RichTextInput } from "../editor/RichTextEditor.tsx";
import { CATALOGUE_TEXT_LIMITS } from "@dukan/contract";
import {
  Create,
  Edit,
  maxLength,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { AdminCategory } from "@dukan/contract";
import { ApiError } from "../http.ts";
import { guardedForm } from "../forms/UnsavedChanges.tsx";

const limits = CATALOGUE_TEXT_LIMITS;

/** Names, slugs, group code and descriptions in both languages. */
function CategoryInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="nameHr" validate={[required(), maxLength(limits.name)]} fullWidth />
      <TextInput source="nameEn" validate={[required(), maxLength(limits.name)]} fullWidth />
      <TextInput
        source="slugHr"
        validate={[required(), maxLength(limits.slug)]}
        helperText={translate("dukan.categories.slug_hint")}
        fullWidth
      />
      <TextInput
        source="slugEn"
        validate={[required(), maxLength(limits.slug)]}
        helperText={translate("dukan.categories.slug_hint")}
        fullWidth
      />
      <TextInput source="groupCode" validate={maxLength(limits.groupCode)} />
      <RichTextInput
        source="descriptionHr"
        helperText={translate("dukan.categories.description_hint")}
      />
      <RichTextInput
        source="descriptionEn"
        helperText={translate("dukan.categories.description_hint")}
      />
    </>
  );
}

/** The API's refusal as a notice; a 409 (changed meanwhile) says what to do. */
function useRefusalNotice() {
  const translate = useTranslate();
  const notify = useNotify();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 409)
      notify(`${error.message} ${translate("dukan.categories.conflict_hint")}`, {
        type: "error",
        autoHideDuration: null,
      });
    else
      notify(error instanceof Error ? error.message : "ra.notification.http_error", {
        type: "error",
      });
  };
}

/** A category's edit form (`/admin/categories/{id}`): only the changed fields are sent, with the version. */
export function CategoryEdit() {
  const onError = useRefusalNotice();
  return (
    <Edit
      title={<CategoryTitle />}
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{ onError }}
    >
      <SimpleForm {...guardedForm}>
        <CategoryInputs />
      </SimpleForm>
    </Edit>
  );
}

/** A new category under the parent picked (or at the top). */
export function CategoryCreate() {
  const onError = useRefusalNotice();
  const [locale] = useLocaleState();
  const { data = [] } = useGetList<AdminCategory>("categories", {
    pagination: { page: 1, perPage: 1000 },
  });
  const choices = data.map((node) => ({
    id: node.id,
    name: `${"\u2003".repeat(node.depth)}${locale === "en" ? node.nameEn : node.nameHr}`,
  }));
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <SimpleForm
        {...guardedForm}
        defaultValues={{ parentId: null, descriptionHr: "", descriptionEn: "" }}
      >
        <SelectInput
          source="parentId"
          choices={choices}
          emptyText="dukan.categories.top"
          // The empty choice is the top of the tree, named: shown, not left blank.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          parse={(value: string | number | null) =>
            value === "" || value === null ? null : Number(value)
          }
        />
        <CategoryInputs />
      </SimpleForm>
    </Create>
  );
}

/** The edit screen's title: the category's name in the language shown. */
function CategoryTitle() {
  const category = useRecordContext<AdminCategory>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!category) return null;
  return (
    <>
      {translate("ra.page.edit", {
        name: translate("resources.categories.name", { smart_count: 1 }),
        recordRepresentation: locale === "en" ? category.nameEn : category.nameHr,
      })}
    </>
  );
}
