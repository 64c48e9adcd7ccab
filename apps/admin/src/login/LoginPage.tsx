import { Alert, Box, Button, Link, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useLogin, useTranslate } from "react-admin";
import { SecondFactorRequired } from "../authProvider.ts";
import { PublicFrame } from "../layout/PublicFrame.tsx";

/**
 * /admin/login: e-mail and password; when the API answers that the account has a second factor,
 * the same form asks for the 6-digit code or a recovery code and sends all three again.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    login({ email, password, ...(askCode ? { code } : {}) })
      .catch((refusal: unknown) => {
        if (refusal instanceof SecondFactorRequired && !askCode) setAskCode(true);
        else
          setError(
            refusal instanceof Error && refusal.message
              ? refusal.message
              : translate("dukan.login.failed"),
          );
      })
      .finally(() => setPending(false));
  };

  return (
    <PublicFrame title="dukan.login.title">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(askCode ? "dukan.login.second_factor" : "dukan.login.intro")}
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        noValidate={false}
        sx={{ display: "grid", gap: 2, mt: 2 }}
      >
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {!askCode ? (
          <>
            <TextField
              label={translate("dukan.login.email")}
              type="email"
              name="email"
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label={translate("dukan.login.password")}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </>
        ) : (
          <TextField
            label={translate("dukan.login.code")}
            name="code"
            autoComplete="one-time-code"
            required
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            helperText={translate("dukan.login.code_help")}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: "off" } }}
          />
        )}
        <Button type="submit" variant="contained" disabled={pending}>
          {translate("dukan.login.submit")}
        </Button>
        {askCode && (
          <Link
            component="button"
            type="button"
            onClick={() => {
              setAskCode(false);
              setCode("");
              setPassword("");
              setError(null);
            }}
          >
            {translate("dukan.login.back")}
          </Link>
        )}
      </Box>
    </PublicFrame>
  );
}
