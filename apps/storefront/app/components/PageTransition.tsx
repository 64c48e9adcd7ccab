import { useLocation, useNavigation } from "react-router";

/** Fades the old page out while the next one loads, then fades the new page in. */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  return (
    <div key={location.pathname} className={leaving ? "page-transition page-transition--leaving" : "page-transition"}>
      {children}
    </div>
  );
}
