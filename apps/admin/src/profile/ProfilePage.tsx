import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { limits } from "@dukan/contract/limits";
import { type FormEvent, useState } from "react";
import { Title, useGetIdentity, useNotify, useTranslate } from "react-admin";
import { ApiError } from "../http.ts";
import { useRefreshMe } from "../layout/useRefreshMe.ts";
import { api } from "../providers.ts";
import type { Role } from "../staff/roles.ts";
import { TotpEnrolment } from "../totp/TotpEnrolment.tsx";

/** A form's state: what the API said went wrong, and whether it is being sent. */
function useSubmission() {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const send = async (step: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await step();
    } catch (refusal) {
      setError(
        refusal instanceof ApiError ? refusal.message : translate("ra.notification.http_error"),
      );
    } finally {
      setPending(false);
    }
  };
  const problem = error && (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  );
  return { send, pending, problem, setError };
}

function PasswordChange() {
  const translate = useTranslate();
  const notify = useNotify();
  const { send, pending, problem, setError } = useSubmission();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== again) {
      setError(translate("dukan.invitation.mismatch"));
      return;
    }
    return send(async () => {
      await api("/me/password", {
        method: "PUT",
        body: { currentPassword: current, newPassword: next },
      });
      setCurrent("");
      setNext("");
      setAgain("");
      notify("dukan.profile.password_changed", { type: "success" });
    });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2, maxWidth: 400 }}>
      <Typography component="h2" variant="h6">
        {translate("dukan.profile.password_title")}
      </Typography>
      {problem}
      <TextField
        label={translate("dukan.profile.current_password")}
        type="password"
        name="current-password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        label={translate("dukan.profile.new_password")}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        helperText={translate("dukan.invitation.password_help", {
          smart_count: limits.passwordMin,
        })}
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <TextField
        label={translate("dukan.profile.new_password_again")}
        type="password"
        name="new-password-again"
        autoComplete="new-password"
        required
        value={again}
        onChange={(event) => setAgain(event.target.value)}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          {translate("dukan.profile.change_password")}
        </Button>
      </Box>
    </Box>
  );
}

/** TOTP on the profile: on or off; staff without `admin` may turn it off with a current code. */
function SecondFactor({
  enabled,
  admin,
  changed,
}: {
  enabled: boolean;
  admin: boolean;
  changed: () => Promise<void>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { send, pending, problem } = useSubmission();
  const [code, setCode] = useState("");
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    return send(async () => {
      await api("/me/totp", { method: "DELETE", body: { code: code.trim() } });
      setCode("");
      notify("dukan.totp.turned_off", { type: "success" });
      await changed();
    });
  };
  return (
    <Box sx={{ display: "grid", gap: 2, maxWidth: 560 }}>
      <Typography component="h2" variant="h6">
        {translate("dukan.totp.title")}
      </Typography>
      {!enabled ? (
        <TotpEnrolment
          onDone={changed}
          offNotice={<Typography>{translate("dukan.totp.disabled")}</Typography>}
        />
      ) : (
        <>
          <Alert severity="success" role="status">
            {translate("dukan.totp.enabled")}
          </Alert>
          {admin ? (
            <Typography variant="body2">{translate("dukan.totp.admin_keeps")}</Typography>
          ) : (
            <Box
              component="form"
              onSubmit={turnOff}
              sx={{ display: "grid", gap: 2, maxWidth: 400 }}
            >
              {problem}
              <TextField
                label={translate("dukan.totp.code")}
                name="code"
                autoComplete="one-time-code"
                required
                helperText={translate("dukan.totp.turn_off_help")}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <Box>
                <Button type="submit" variant="outlined" color="error" disabled={pending}>
                  {translate("dukan.totp.turn_off")}
                </Button>
              </Box>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

/** /admin/profile: who is logged in, their password, their second factor. */
export function ProfilePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const changed = useRefreshMe();
  if (!identity) return null;
  const roles = (identity.roles ?? []) as Role[];
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2, maxWidth: 760 }}>
      <Title title="dukan.profile.title" />
      <Card>
        <CardContent sx={{ display: "grid", gap: 1 }}>
          <Typography component="h2" variant="h6">
            {translate("dukan.profile.account")}
          </Typography>
          <Typography>{identity.fullName}</Typography>
          <Typography color="text.secondary">{String(identity.email ?? "")}</Typography>
          <Stack
            direction="row"
            gap={0.5}
            flexWrap="wrap"
            aria-label={translate("resources.staff.fields.roles")}
          >
            {roles.map((role) => (
              <Chip key={role} size="small" label={translate(`dukan.roles.${role}`)} />
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <PasswordChange />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <SecondFactor
            enabled={identity.totpEnabled === true}
            admin={roles.includes("admin")}
            changed={changed}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
