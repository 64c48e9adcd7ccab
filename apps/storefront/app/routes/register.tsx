import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("register");

export default function RegisterPage() {
  return <InfoPage name="register" />;
}
