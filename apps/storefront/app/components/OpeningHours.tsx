import type { SiteSettings } from "@dukan/contract";
import { useMessages } from "../lib/i18n.tsx";

/** The shop's opening hours from the settings, one range of days a line ("Subota: 8:00 – 13:00"). */
export function OpeningHours({
  hours,
  className,
}: {
  hours: SiteSettings["opening_hours"];
  className?: string;
}) {
  const t = useMessages();
  return (
    <ul className={className}>
      {hours.map((range) => (
        <li key={range.days}>
          {range.days}: {range.hours ?? t.siteInfo.closed}
        </li>
      ))}
    </ul>
  );
}
