import { limits } from "@dukan/contract/limits";
import { Alert, Box, Button, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useTranslate } from "react-admin";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { ApiError } from "../http.ts";
import { PublicFrame } from "../layout/PublicFrame.tsx";
import { api } from "../providers.ts";

/** /admin/invitation?token=…: the invited staff member sets a password (`POST /admin/invitation`). */
export function InvitationPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== again) {
      setError(translate("dukan.invitation.mismatch"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await api("/invitation", { method: "POST", body: { token, password } });
      setDone(true);
    } catch (refusal) {
      setError(
        refusal instanceof ApiError ? refusal.message : translate("ra.notification.http_error"),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <PublicFrame title="dukan.invitation.title">
      {!token ? (
        <Alert severity="error">{translate("dukan.invitation.no_token")}</Alert>
      ) : done ? (
        <Box sx={{ display: "grid", gap: 2 }}>
          <Alert severity="success" role="status">
            {translate("dukan.invitation.done")}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {translate("dukan.invitation.to_login")}
          </Button>
        </Box>
      ) : (
        <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate("dukan.invitation.intro")}
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={translate("dukan.invitation.password")}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            autoFocus
            helperText={translate("dukan.invitation.password_help", {
              smart_count: limits.passwordMin,
            })}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={translate("dukan.invitation.password_again")}
            type="password"
            name="password-again"
            autoComplete="new-password"
            required
            value={again}
            onChange={(event) => setAgain(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={pending}>
            {translate("dukan.invitation.submit")}
          </Button>
        </Box>
      )}
    </PublicFrame>
  );
}
