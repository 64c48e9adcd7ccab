import { useEffect, useRef, useState } from "react";
import { Link, type LinkProps, PrefetchPageLinks } from "react-router";
import { claimPrefetch, mayPrefetch, whenIdleInTurn, whenVisible } from "../lib/prefetch.ts";

/**
 * A link whose page (code and data) is prefetched once it is on screen and the
 * browser is idle (one link an idle period) — never offline, on 2g or with data-saver on, and once per page in a visit
 * (a product card's picture and name lead to the same page).
 */
export function ShopLink(props: LinkProps & { to: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [prefetch, setPrefetch] = useState(false);
  const page = props.to.split("#")[0] ?? props.to;

  useEffect(() => {
    const link = ref.current;
    if (!link || typeof IntersectionObserver === "undefined") return;
    let cancelIdle: (() => void) | undefined;
    const stopWatching = whenVisible(link, () => {
      cancelIdle = whenIdleInTurn(() => {
        if (
          mayPrefetch(
            navigator as Navigator & {
              connection?: { effectiveType?: string; saveData?: boolean };
            },
          ) &&
          claimPrefetch(page)
        )
          setPrefetch(true);
      });
    });
    return () => {
      stopWatching();
      cancelIdle?.();
    };
  }, [page]);

  return (
    <>
      <Link ref={ref} {...props} />
      {prefetch && <PrefetchPageLinks page={page} />}
    </>
  );
}
