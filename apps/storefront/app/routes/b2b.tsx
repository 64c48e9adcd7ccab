import { data } from "react-router";
import { FeedGuide } from "../components/FeedGuide.tsx";
import { FeedKeyPanel } from "../components/FeedKeyPanel.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { b2bPage, replaceFeedKey } from "../lib/feeds.server.ts";
import type { FormResult } from "../lib/forms.ts";
import { guardScreen } from "../lib/guard.server.ts";
import { useLanguage } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { infoPageMeta } from "../lib/info-page.ts";
import { loadInfoPage } from "../lib/info-page.server.ts";
import type { Route } from "./+types/b2b";

/**
 * The B2B data service (issue 14), public: how to integrate with the feeds for everyone, and a
 * legal entity's own key, addresses and use on top (lib/feeds.server.ts). The guide's texts come
 * with the loader's data (locales/b2b.*.ts), so no other page carries them.
 */
export async function loader(args: Route.LoaderArgs) {
  guardScreen(args, "b2b");
  // The stored page's text (above the guide) with the feeds' own data, under the feeds' headers.
  const [page, infoPage] = await Promise.all([b2bPage(args), loadInfoPage(args, "b2b")]);
  return data({ ...page.data, infoPage }, page.init ?? undefined);
}

/** `intent=regenerate`: a new key, the old one stops working at once. */
export async function action(args: Route.ActionArgs) {
  guardScreen(args, "b2b");
  return replaceFeedKey(args);
}

/** A page with a key says so itself (`private, no-store`). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta = infoPageMeta("b2b");

export default function B2bPage({ loaderData, actionData }: Route.ComponentProps) {
  const { guide, access, confirm, regenerated } = loaderData;
  const language = useLanguage();
  const sent: FormResult | undefined = actionData;
  return (
    <InfoPage name="b2b" page={loaderData.infoPage}>
      <div className="b2b">
        <FeedKeyPanel
          access={access}
          texts={guide.texts}
          action={screenPath(language, "b2b")}
          confirm={confirm}
          regenerated={regenerated}
          refusal={sent && !sent.ok ? sent.message || guide.texts.key.regenerateFailed : ""}
        />
        <FeedGuide guide={guide} />
      </div>
    </InfoPage>
  );
}
