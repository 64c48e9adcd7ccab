import { data } from "react-router";

/** Any path no other route matches: "This page could not be found", status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
