import type { AllSettings } from "@dukan/contract";
import { Alert, Box, Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Form, Loading, SaveButton, Title, useNotify, useTranslate } from "react-admin";
import { Link, useParams } from "react-router-dom";
import { AuditHistory } from "../audit/AuditHistory.tsx";
import { ApiError } from "../http.ts";
import { api } from "../providers.ts";
import { SETTING_FORMS, SettingInput, type SettingKey } from "./fields.tsx";
import { guardedForm } from "../forms/UnsavedChanges.tsx";

const SETTINGS_KEY = ["admin-settings"];

/** One setting as stored over its default (`GET /api/admin/settings/{key}`, the key's scope). */
function useSetting<K extends SettingKey>(key: K) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, key],
    queryFn: () => api<{ data: AllSettings[K] }>(`/settings/${key}`),
  });
}

/** The settings page: one card a setting, each opening its form and its history. */
export function SettingsIndex() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate("resources.settings.name", { smart_count: 2 })} />
      <Typography sx={{ mb: 2 }}>{translate("dukan.settings.intro")}</Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {SETTING_FORMS.map(({ key }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card sx={{ height: "100%" }}>
              <CardActionArea component={Link} to={`/settings/${key}`} sx={{ height: "100%" }}>
                <CardContent>
                  <Typography component="h2" variant="h6">
                    {translate(`dukan.settings.keys.${key}.title`)}
                  </Typography>
                  <Typography variant="body2">
                    {translate(`dukan.settings.keys.${key}.help`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** A setting's screen under /settings/{key} (admins): its form, then the way back to all settings. */
export function SettingPage() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const form = SETTING_FORMS.find((candidate) => candidate.key === id);
  if (!form) return <Alert severity="error">{translate("ra.page.not_found")}</Alert>;
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2, maxWidth: 960 }}>
      <SettingForm settingKey={form.key} />
      <Box>
        <Link to="/settings">{translate("dukan.settings.back")}</Link>
      </Box>
    </Box>
  );
}

/** The info bars' own section for the content staff (the setting `info_bars`, scope content). */
export function InfoBarsPage() {
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2, maxWidth: 960 }}>
      <SettingForm settingKey="info_bars" />
    </Box>
  );
}

/**
 * One setting's form (`PUT /api/admin/settings/{key}`, the whole value): the API's refusals are
 * shown at their fields, in the language shown; below it, the setting's history from the audit log.
 */
function SettingForm({ settingKey: key }: { settingKey: SettingKey }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const setting = useSetting(key);
  const form = SETTING_FORMS.find((candidate) => candidate.key === key);
  if (!form) return <Alert severity="error">{translate("ra.page.not_found")}</Alert>;
  if (setting.isPending) return <Loading />;
  if (setting.error) return <Alert severity="error">{setting.error.message}</Alert>;
  const value = setting.data.data;
  const title = translate(`dukan.settings.keys.${key}.title`);

  const save = async (values: Record<string, unknown>) => {
    const { id: _id, ...body } = values;
    try {
      await api(`/settings/${key}`, { method: "PUT", body });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      await queryClient.invalidateQueries({ queryKey: ["audit-history", "setting", key] });
      notify("dukan.settings.saved", { type: "success", messageArgs: { name: title } });
      return undefined;
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
        notify(failure.message, { type: "error" });
        return failure.fields;
      }
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
      return undefined;
    }
  };

  return (
    <>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{translate(`dukan.settings.keys.${key}.help`)}</Typography>
          <Form
            {...guardedForm}
            record={{ id: key, ...value }}
            onSubmit={save}
            key={JSON.stringify(value)}
          >
            <Box sx={{ display: "grid", gap: 1 }}>
              {form.fields.map((field) => (
                <SettingInput key={field.source} setting={key} field={field} />
              ))}
              <Box>
                <SaveButton />
              </Box>
            </Box>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate("dukan.settings.history")}
          </Typography>
          <AuditHistory
            entity="setting"
            entityId={key}
            fieldLabel={(field) => {
              // The audit log keeps the shop's own names (holdDays); the form labels the API's (hold_days).
              const snake = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
              return translate(`dukan.settings.fields.${key}.${snake}`, { _: field });
            }}
          />
        </CardContent>
      </Card>
    </>
  );
}
