import { useNavigation } from "react-router";

/**
 * A form's submit button that says what is happening while the form is sent
 * ("Sending…") and cannot be pressed twice meanwhile. With several forms on a
 * page, `intent` ties it to its own form's submission.
 */
export function SubmitButton({
  children,
  pending,
  intent,
  className = "button",
}: {
  children: React.ReactNode;
  pending: string;
  intent?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData !== undefined &&
    (!intent || navigation.formData.get("intent") === intent);
  return (
    <button type="submit" className={className} disabled={busy} aria-live="polite">
      {busy ? pending : children}
    </button>
  );
}
