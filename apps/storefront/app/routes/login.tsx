import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("login");

export default function LoginPage() {
  return <InfoPage name="login" />;
}
