import { useEffect, useState } from "react";
import { useMessages } from "../lib/i18n.tsx";

/** Tells the shopper when the connection drops and when it comes back. */
export function ConnectionStatus() {
  const t = useMessages();
  const [state, setState] = useState<"online" | "offline" | "back">("online");
  useEffect(() => {
    if (!navigator.onLine) setState("offline");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => setState("offline");
    const online = () => {
      setState("back");
      clearTimeout(timer);
      timer = setTimeout(() => setState("online"), 4000);
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);
  return (
    <div role="status" className={`connection-status connection-status--${state}`}>
      {state === "offline" ? t.status.offline : state === "back" ? t.status.online : null}
    </div>
  );
}
