import { useEffect, useState } from "react";
import { useFetchers, useNavigation } from "react-router";

/** Shown only for work that takes longer than this, so quick navigations do not flash. */
export const PROGRESS_THROTTLE_MS = 200;
/** The bar's nominal run from start to nearly full. */
export const PROGRESS_DURATION_MS = 5000;

/** A thin bar at the top of the page while a page loads or a form is submitted. */
export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const [phase, setPhase] = useState<"idle" | "running" | "done">("idle");

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase("running"), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "done" : "idle"));
    const timer = setTimeout(() => setPhase("idle"), 400);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      aria-hidden="true"
      className={`progress-bar progress-bar--${phase}`}
      style={{ "--progress-duration": `${PROGRESS_DURATION_MS}ms` } as React.CSSProperties}
    />
  );
}
