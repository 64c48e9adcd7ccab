import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DownloadIcon from "@mui/icons-material/Download";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useGetIdentity, useNotify, useTranslate } from "react-admin";
import { ApiError } from "../http.ts";
import { api } from "../providers.ts";
import { recoveryCodesHref } from "./recovery-codes.ts";

/** `POST /admin/me/totp`: a pending enrolment. */
interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** The QR code as a picture: an SVG document from the API, shown as an image (never as markup). */
const qrSource = (svg: string) =>
  svg.startsWith("data:") ? svg : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, easier to type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Ways to keep the recovery codes: copied to the clipboard (told in a notice, or that it failed and
 * how to copy them by hand) or downloaded as a text file that says whose they are.
 */
function KeepCodes({ codes }: { codes: string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const title = translate("dukan.totp.file_title", {
    email: typeof identity?.email === "string" ? identity.email : (identity?.fullName ?? ""),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      notify("dukan.totp.copied", { type: "success" });
    } catch {
      notify("dukan.totp.copy_failed", { type: "error" });
    }
  };
  return (
    <Stack direction="row" gap={1} flexWrap="wrap">
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {translate("dukan.totp.copy")}
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={recoveryCodesHref(title, codes)}
        download={translate("dukan.totp.file_name")}
      >
        {translate("dukan.totp.download")}
      </Button>
    </Stack>
  );
}

/**
 * Turning TOTP on: start (the API makes a secret), scan the QR code or type the key, confirm with a
 * code from the app, then the recovery codes, shown once, until the staff member says they saved them.
 * What the page says about it is said here, so it follows the steps: `offNotice` (it is off, or
 * required) until the code is confirmed, then that it is on, above the recovery codes.
 */
export function TotpEnrolment({
  onDone,
  offNotice,
}: {
  onDone: () => void;
  /** What the page says while two-step verification is still off. */
  offNotice?: ReactNode;
}) {
  const translate = useTranslate();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState("");
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const secretId = useId();
  const codesId = useId();

  const run = async (step: () => Promise<void>) => {
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
  const start = () =>
    run(async () => setEnrolment(await api<Enrolment>("/me/totp", { method: "POST" })));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const answer = await api<{ recoveryCodes: string[] }>("/me/totp", {
        method: "PUT",
        body: { code: code.trim() },
      });
      setRecoveryCodes(answer.recoveryCodes);
    });
  };

  const problem = error && (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  );

  if (recoveryCodes)
    return (
      <Box sx={{ display: "grid", gap: 2 }}>
        {/* On from the moment the code was confirmed: the page says so at once, not after Continue. */}
        <Alert severity="success" role="status">
          {translate("dukan.totp.enabled")}
        </Alert>
        <Typography component="h2" variant="h6" id={codesId}>
          {translate("dukan.totp.recovery_title")}
        </Typography>
        <Typography>{translate("dukan.totp.recovery_intro")}</Typography>
        <Box
          component="ul"
          aria-labelledby={codesId}
          sx={{
            fontFamily: "monospace",
            fontSize: "1.1rem",
            columns: 2,
            listStyle: "none",
            p: 2,
            m: 0,
            bgcolor: "grey.100",
            borderRadius: 1,
          }}
        >
          {recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </Box>
        <KeepCodes codes={recoveryCodes} />
        <FormControlLabel
          control={
            <Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />
          }
          label={translate("dukan.totp.saved")}
        />
        <Box>
          <Button variant="contained" disabled={!saved} onClick={onDone}>
            {translate("dukan.totp.continue")}
          </Button>
        </Box>
      </Box>
    );

  if (enrolment)
    return (
      <Box component="form" onSubmit={confirm} sx={{ display: "grid", gap: 2 }}>
        {offNotice}
        {problem}
        <Typography>{translate("dukan.totp.scan")}</Typography>
        <Box
          component="img"
          src={qrSource(enrolment.qrSvg)}
          alt={translate("dukan.totp.qr_alt")}
          sx={{ width: 200, height: 200, bgcolor: "common.white", p: 1 }}
        />
        <Typography>{translate("dukan.totp.manual")}</Typography>
        <Box>
          <Typography component="span" variant="body2" color="text.secondary" id={secretId}>
            {translate("dukan.totp.secret")}:{" "}
          </Typography>
          <Box
            component="code"
            aria-labelledby={secretId}
            data-testid="totp-secret"
            data-secret={enrolment.secret}
            sx={{ fontSize: "1.1rem", wordBreak: "break-all" }}
          >
            {grouped(enrolment.secret)}
          </Box>
        </Box>
        <Typography>{translate("dukan.totp.enter_code")}</Typography>
        <TextField
          label={translate("dukan.totp.code")}
          name="code"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9 ]*", maxLength: 7 } }}
          sx={{ maxWidth: 240 }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate("dukan.totp.confirm")}
          </Button>
        </Box>
      </Box>
    );

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {offNotice}
      {problem}
      <Typography>{translate("dukan.totp.intro")}</Typography>
      <Box>
        <Button variant="contained" onClick={start} disabled={pending}>
          {translate("dukan.totp.start")}
        </Button>
      </Box>
    </Box>
  );
}
