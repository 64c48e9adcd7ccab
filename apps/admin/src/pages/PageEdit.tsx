import type { AdminPage } from "@dukan/contract";
import { EU_PROJECT_SLUG } from "@dukan/contract/eu-project";
import { Link, Stack } from "@mui/material";
import {
  Edit,
  maxLength,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { RichTextInput } from "../editor/RichTextEditor.tsx";
import { useMediaLibrary } from "../media-library/useMediaLibrary.ts";
import { ApiError } from "../http.ts";
import { PagePreviewButton } from "./PagePreviewButton.tsx";
import { guardedForm } from "../forms/UnsavedChanges.tsx";

/** The API's limits (INFO_PAGE_LIMITS in @dukan/contract's pages.ts, kept out of the app's bundle with zod). */
const LIMITS = { title: 200, summary: 500 } as const;

/** Where the storefront shows a page: its key as the path (a few screens have their own). */
export function storefrontPath(key: string, language: string): string | null {
  const own: Record<string, { hr: string; en: string } | null> = {
    cookies: { hr: "/kolacici", en: "/cookies" },
    "eu-fond-project": {
      hr: `/eu-fond/${EU_PROJECT_SLUG.hr}`,
      en: `/eu-fond/${EU_PROJECT_SLUG.en}`,
    },
  };
  const paths = key in own ? own[key] : { hr: `/${key}`, en: `/${key}` };
  if (!paths) return null;
  return language === "en" ? `/en${paths.en}` : paths.hr;
}

function PageTitle() {
  const translate = useTranslate();
  const page = useRecordContext<AdminPage>();
  if (!page) return null;
  return (
    <>
      {translate("dukan.pages.edit_title", {
        key: page.key,
        language: translate(`dukan.pages.languages.${page.language}`),
      })}
    </>
  );
}

/** The toolbar's grey (#e0e0e0) takes the primary's dark shade: #1565c0 on it is 4.35:1, below AA. */
const ON_TOOLBAR = { color: "primary.dark" } as const;

function PageToolbar() {
  const translate = useTranslate();
  const page = useRecordContext<AdminPage>();
  const path = page ? storefrontPath(page.key, page.language) : null;
  return (
    <Toolbar>
      <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap">
        <SaveButton />
        {page && <PagePreviewButton language={page.language} sx={ON_TOOLBAR} />}
        {path && (
          <Link href={path} target="_blank" rel="noopener" sx={ON_TOOLBAR}>
            {translate("dukan.pages.on_storefront")}
          </Link>
        )}
      </Stack>
    </Toolbar>
  );
}

/**
 * One page in one language: title, summary and its text in the rich-text editor. Only the changed
 * fields are sent with the version read; the server sanitises the text before storing it, and a
 * save made meanwhile by someone else (409) is said plainly.
 */
export function PageEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const mediaLibrary = useMediaLibrary();
  return (
    <Edit
      title={<PageTitle />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify("ra.notification.updated", { messageArgs: { smart_count: 1 } }),
        onError: (error: unknown) => {
          if (error instanceof ApiError && error.status === 409)
            notify(`${error.message} ${translate("dukan.pages.conflict_hint")}`, {
              type: "error",
              autoHideDuration: null,
            });
          else
            notify(error instanceof Error ? error.message : "ra.notification.http_error", {
              type: "error",
            });
        },
      }}
    >
      <SimpleForm {...guardedForm} toolbar={<PageToolbar />}>
        <TextInput source="title" validate={[required(), maxLength(LIMITS.title)]} fullWidth />
        <TextInput
          source="summary"
          validate={maxLength(LIMITS.summary)}
          helperText="dukan.pages.summary_help"
          multiline
          fullWidth
        />
        <RichTextInput
          source="html"
          helperText={translate("dukan.pages.html_help")}
          mediaLibrary={mediaLibrary}
        />
      </SimpleForm>
    </Edit>
  );
}
