import type { QuickBuyLine } from "@dukan/contract";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type CartAnswer, quickBuyText } from "../lib/cart.ts";
import { useMessages } from "../lib/i18n.tsx";
import { format } from "../locales/index.ts";

/** A file bigger than this is not read into the field: it is posted as it is and the server answers. */
const READ_LIMIT_BYTES = 1024 * 1024;

/**
 * Quick buy: lines of `code quantity` pasted into a text field, or a CSV file. The form is
 * multipart, so without JavaScript the file is posted and read by the action; with it the
 * file is read into the field at once (the shopper sees and can fix what will be sent). Every
 * line is then reported: added, cut to the stock, or refused and why.
 */
export function QuickBuy({
  action,
  maxLines,
  sentWithoutScript,
}: {
  action: string;
  maxLines: number;
  sentWithoutScript: CartAnswer | undefined;
}) {
  const c = useMessages().cart;
  const fetcher = useFetcher<CartAnswer>({ key: "quick-buy" });
  const text = useRef<HTMLTextAreaElement>(null);
  const [fileRead, setFileRead] = useState("");
  const answer = fetcher.state === "idle" ? (fetcher.data ?? sentWithoutScript) : undefined;
  useEffect(() => {
    if (fetcher.data?.ok && text.current) text.current.value = "";
  }, [fetcher.data]);

  const readFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || !text.current || file.size > READ_LIMIT_BYTES) return;
    text.current.value = quickBuyText(text.current.value, await file.text());
    input.value = ""; // sent once, from the field
    setFileRead(format(c.fileRead, { name: file.name }));
  };

  const error = answer && !answer.ok ? answer.fields.text : undefined;
  const describedBy = ["quick-buy-text-hint", error && "quick-buy-text-error"]
    .filter(Boolean)
    .join(" ");
  return (
    <section aria-labelledby="quick-buy-title" className="cart-tool">
      <h2 id="quick-buy-title">{c.quickBuy}</h2>
      <p>{c.quickBuyIntro}</p>
      <fetcher.Form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="form quick-buy"
      >
        <input type="hidden" name="intent" value="quick-buy" />
        <div className="field">
          <label htmlFor="quick-buy-text">{c.quickBuyText}</label>
          <p id="quick-buy-text-hint" className="field__hint">
            {format(c.quickBuyHint, { max: maxLines })}
          </p>
          {error && (
            <p id="quick-buy-text-error" className="field__error">
              {error}
            </p>
          )}
          <textarea
            ref={text}
            id="quick-buy-text"
            name="text"
            rows={6}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            defaultValue={answer && !answer.ok ? answer.values.text : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="quick-buy-file">{c.quickBuyFile}</label>
          <p id="quick-buy-file-hint" className="field__hint">
            {c.quickBuyFileHint}
          </p>
          <input
            id="quick-buy-file"
            name="file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-describedby="quick-buy-file-hint"
            onChange={readFile}
          />
          <p role="status" className="field__hint">
            {fileRead}
          </p>
        </div>
        <div className="form__actions">
          <button type="submit" className="button">
            {fetcher.state === "idle" ? c.quickBuySubmit : c.sending}
          </button>
        </div>
      </fetcher.Form>
      <p
        role="status"
        className={answer && !answer.ok ? "cart-status cart-status--refused" : "cart-status"}
      >
        {answer?.message}
      </p>
      {answer?.report && <QuickBuyReport report={answer.report} />}
    </section>
  );
}

function QuickBuyReport({ report }: { report: QuickBuyLine[] }) {
  const c = useMessages().cart;
  return (
    <div className="table-scroll" role="region" aria-labelledby="quick-buy-report" tabIndex={0}>
      <table className="quick-buy-report">
        <caption id="quick-buy-report">{c.report}</caption>
        <thead>
          <tr>
            <th scope="col">{c.reportLine}</th>
            <th scope="col">{c.itemCode}</th>
            <th scope="col">{c.reportRequested}</th>
            <th scope="col">{c.reportAdded}</th>
            <th scope="col">{c.reportStatus}</th>
            <th scope="col">{c.reportMessage}</th>
          </tr>
        </thead>
        <tbody>
          {report.map((line) => (
            <tr key={line.line} className={`quick-buy-report__${line.status}`}>
              <td>{line.line}</td>
              <td>{line.item_code}</td>
              <td>{line.requested ?? "—"}</td>
              <td>{line.added}</td>
              <td>{c.reportStatuses[line.status]}</td>
              <td>{line.message ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
