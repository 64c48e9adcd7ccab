import { useEffect, useRef, useState } from "react";
import { Link, type LinkProps, PrefetchPageLinks } from "react-router";
import { mayPrefetch, whenIdle } from "../lib/prefetch.ts";

/**
 * A link whose page (code and data) is prefetched once it is on screen and the
 * browser is idle — never offline, on 2g or with data-saver on.
 */
export function ShopLink(props: LinkProps & { to: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [prefetch, setPrefetch] = useState(false);

  useEffect(() => {
    const link = ref.current;
    if (!link || typeof IntersectionObserver === "undefined") return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => {
        if (mayPrefetch(navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })) setPrefetch(true);
      });
    });
    observer.observe(link);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, []);

  return (
    <>
      <Link ref={ref} {...props} />
      {prefetch && <PrefetchPageLinks page={props.to.split("#")[0] ?? props.to} />}
    </>
  );
}
