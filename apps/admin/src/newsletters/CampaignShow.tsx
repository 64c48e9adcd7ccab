import type { AdminCampaign, Language } from "@dukan/contract";
import EditIcon from "@mui/icons-material/Edit";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from "@mui/material";
import { useState } from "react";
import {
  Confirm,
  Loading,
  Title,
  useDataProvider,
  useGetIdentity,
  useGetOne,
  useLocaleState,
  useNotify,
  useTranslate,
} from "react-admin";
import { Link, useParams } from "react-router-dom";
import type { DukanDataProvider } from "../dataProvider.ts";
import { CampaignStatusChip } from "./CampaignScreens.tsx";
import { dateTime } from "./SubscriberList.tsx";

const RESOURCE = "newsletter/campaigns";
type Campaign = AdminCampaign & { id: number };
const PROGRESS_ROWS = [
  "queued",
  "waiting",
  "sent",
  "failed",
  "withdrawn",
  "unsubscribedSince",
] as const;

/** The campaign's text in one language as it will be mailed (sanitised by the server). */
function Preview({ campaign, language }: { campaign: Campaign; language: Language }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6" lang={language}>
          {translate("dukan.newsletters.preview")} (
          {translate(`dukan.newsletters.languages.${language}`)}): {campaign.subject[language]}
        </Typography>
        <Box
          lang={language}
          sx={{ "& a": { color: "primary.main" }, maxWidth: 640 }}
          // Sanitised by the server with the information pages' rules before it was stored.
          dangerouslySetInnerHTML={{ __html: campaign.html[language] }}
        />
      </CardContent>
    </Card>
  );
}

/** A test to one's own address, in one language or both. */
function TestSend({ campaign }: { campaign: Campaign }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DukanDataProvider>();
  const { data: me } = useGetIdentity();
  const [language, setLanguage] = useState<Language | "both">("both");
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.action(RESOURCE, {
        id: campaign.id,
        action: "test",
        data: language === "both" ? {} : { language },
      });
      notify(translate("dukan.newsletters.test.sent", { email: String(me?.email ?? "") }), {
        type: "success",
      });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <Typography component="h2" variant="h6">
        {translate("dukan.newsletters.test.title")}
      </Typography>
      <Typography>
        {translate("dukan.newsletters.test.help", { email: String(me?.email ?? "") })}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="test-language-label">
            {translate("dukan.newsletters.test.language")}
          </InputLabel>
          <Select
            labelId="test-language-label"
            label={translate("dukan.newsletters.test.language")}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language | "both")}
          >
            <MenuItem value="both">{translate("dukan.newsletters.test.both")}</MenuItem>
            <MenuItem value="hr">{translate("dukan.newsletters.languages.hr")}</MenuItem>
            <MenuItem value="en">{translate("dukan.newsletters.languages.en")}</MenuItem>
          </Select>
        </FormControl>
        <Button variant="outlined" onClick={send} disabled={sending}>
          {translate("dukan.newsletters.test.send")}
        </Button>
      </Stack>
    </Stack>
  );
}

/** What became of the campaign's mails, as a table. */
function Progress({ campaign }: { campaign: Campaign }) {
  const translate = useTranslate();
  const progress = campaign.progress;
  if (!progress) return null;
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6" id="campaign-progress">
          {translate("dukan.newsletters.progress.title")}
        </Typography>
        <Typography>
          {translate("dukan.newsletters.progress.summary", {
            sent: progress.sent,
            smart_count: progress.queued,
          })}
        </Typography>
        <Table size="small" aria-labelledby="campaign-progress" sx={{ maxWidth: 480 }}>
          <TableBody>
            {PROGRESS_ROWS.map((row) => (
              <TableRow key={row}>
                <TableCell component="th" scope="row">
                  {translate(`dukan.newsletters.progress.${row}`)}
                </TableCell>
                <TableCell align="right" data-testid={`progress-${row}`}>
                  {progress[row]}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {progress.waiting > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate("dukan.newsletters.progress.refreshing")}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * One campaign: its status and, while a draft, edit, test to oneself and send (asked first, saying
 * how many will receive it); once sent, its progress, refreshed while mails still wait; a preview
 * of each language.
 */
export function CampaignShow() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<DukanDataProvider>();
  const { data, isPending, error, refetch } = useGetOne<Campaign>(
    RESOURCE,
    { id: Number(id) },
    {
      refetchInterval: (query) =>
        query.state.data?.progress && query.state.data.progress.waiting > 0 ? 3000 : false,
    },
  );
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{error?.message ?? ""}</Alert>;
  const campaign = data;
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.action(RESOURCE, {
        id: campaign.id,
        action: "send",
        data: { version: campaign.version },
      });
      notify("dukan.newsletters.send.done", { type: "success" });
      await refetch();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2 }}>
      <Title
        title={translate("dukan.newsletters.show_title", {
          subject: campaign.subject[locale === "en" ? "en" : "hr"],
        })}
      />
      <Card>
        <CardContent sx={{ display: "grid", gap: 2 }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <CampaignStatusChip status={campaign.status} />
            <Typography>
              {translate("resources.newsletter/campaigns.fields.ratePerMinute")}:{" "}
              {campaign.ratePerMinute}
            </Typography>
          </Stack>
          {campaign.status === "draft" ? (
            <>
              <Typography>
                {translate("dukan.newsletters.send.audience", { smart_count: campaign.audience })}
              </Typography>
              <Stack direction="row" spacing={2}>
                <Button
                  component={Link}
                  to={`/${RESOURCE}/${campaign.id}`}
                  startIcon={<EditIcon />}
                  variant="outlined"
                >
                  {translate("dukan.newsletters.edit")}
                </Button>
                <Button variant="contained" onClick={() => setConfirming(true)} disabled={sending}>
                  {translate("dukan.newsletters.send.button")}
                </Button>
              </Stack>
              <TestSend campaign={campaign} />
            </>
          ) : (
            <Typography>
              {translate("dukan.newsletters.send.sent_note", {
                date: dateTime(campaign.sentAt, locale),
              })}
            </Typography>
          )}
          <Confirm
            isOpen={confirming}
            loading={sending}
            title="dukan.newsletters.send.title"
            content="dukan.newsletters.send.content"
            contentTranslateOptions={{ smart_count: campaign.audience }}
            confirm="dukan.newsletters.send.button"
            onConfirm={send}
            onClose={() => setConfirming(false)}
          />
        </CardContent>
      </Card>
      <Progress campaign={campaign} />
      <Preview campaign={campaign} language="hr" />
      <Preview campaign={campaign} language="en" />
    </Box>
  );
}
