import { useEffect, useState } from "react";
import { useMessages } from "../lib/i18n.tsx";

/**
 * "Copy" beside a value (a payment slip's reference, a feed key): the value goes to the clipboard
 * and "Copied to clipboard" is read out; the button's name says what it copies. Rendered hidden
 * and shown once its script runs, so a page without JavaScript has no button that does nothing
 * (the value itself is plain, selectable text). Use it as an island (lib/island.tsx).
 */
export function CopyButton({ value, name }: { value: string; name: string }) {
  const t = useMessages().copy;
  const [ready, setReady] = useState(false);
  const [said, setSaid] = useState("");
  useEffect(() => setReady(true), []);

  async function copy() {
    setSaid("");
    const copied = await writeClipboard(value);
    setSaid(copied ? t.copied : t.copyFailed);
  }

  return (
    <span className="copy-button">
      <button
        type="button"
        className="button button--quiet button--small"
        hidden={!ready}
        aria-label={`${t.copy}: ${name}`}
        onClick={() => void copy()}
      >
        {t.copy}
      </button>
      <span role="status" className="copy-button__status">
        {said}
      </span>
    </span>
  );
}

/** The Clipboard API, or the older selection copy where it is refused (an unfocused document, an old browser). */
async function writeClipboard(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = value;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
