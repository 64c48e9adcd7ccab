import { useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * Fades the old page out while the next one loads, then fades the new page in.
 * The first page of a visit appears at once: a fade there would only delay it.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const firstPath = useRef(location.pathname);
  const arrived = location.pathname !== firstPath.current;
  const leaving =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  const className = [
    "page-transition",
    arrived && "page-transition--arrived",
    leaving && "page-transition--leaving",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div key={location.pathname} className={className}>
      {children}
    </div>
  );
}
