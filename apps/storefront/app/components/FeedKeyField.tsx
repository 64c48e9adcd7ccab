import { useMessages } from "../lib/i18n.tsx";
import { island } from "../lib/island.tsx";

/** The copy button wakes with the visitor (lib/island.tsx); without JavaScript the key stays a selectable field. */
const CopyButton = island(() => import("./CopyButton.tsx").then((m) => m.CopyButton));

/** A legal entity's feed key in a read-only field, with a button that copies it (profile, B2B page). */
export function FeedKeyField({ value, id }: { value: string; id: string }) {
  const t = useMessages().feeds;
  return (
    <div className="field feed-key">
      <label htmlFor={id}>{t.keyLabel}</label>
      <div className="feed-key__value">
        <input
          id={id}
          type="text"
          readOnly
          value={value}
          spellCheck={false}
          autoComplete="off"
          className="feed-key__input"
        />
        <CopyButton value={value} name={t.keyLabel} />
      </div>
    </div>
  );
}
