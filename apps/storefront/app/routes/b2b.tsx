import { FeedGuide } from "../components/FeedGuide.tsx";
import { FeedKeyPanel } from "../components/FeedKeyPanel.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { b2bPage, replaceFeedKey } from "../lib/feeds.server.ts";
import type { FormResult } from "../lib/forms.ts";
import { guardScreen } from "../lib/guard.server.ts";
import { useLanguage } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/b2b";

/**
 * The B2B data service (issue 14), public: how to integrate with the feeds for everyone, and a
 * legal entity's own key, addresses and use on top (lib/feeds.server.ts). The guide's texts come
 * with the loader's data (locales/b2b.*.ts), so no other page carries them.
 */
export async function loader(args: Route.LoaderArgs) {
  guardScreen(args, "b2b");
  return b2bPage(args);
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

export const meta = pageMeta("b2b");

export default function B2bPage({ loaderData, actionData }: Route.ComponentProps) {
  const { guide, access, confirm, regenerated } = loaderData;
  const language = useLanguage();
  const sent: FormResult | undefined = actionData;
  return (
    <InfoPage name="b2b">
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
