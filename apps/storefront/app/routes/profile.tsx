import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("profile");

export default function ProfilePage() {
  return <InfoPage name="profile" />;
}
