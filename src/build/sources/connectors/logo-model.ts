/**
 * What a connector's logo is, without the icon set: the home page renders logos resolved while
 * the site loaded, so the layout does not load simple-icons (5 MB) for every build.
 */

/** A brand icon from simple-icons, with the brand colour for each theme where it reads. */
export type IconLogo = { kind: 'icon'; title: string; slug: string; path: string; light?: string; dark?: string };

/** What a connector shows next to its name: a brand icon, or its initials when the brand has none. */
export type ConnectorLogo = IconLogo | { kind: 'monogram'; text: string };

/** Initials of a display name: "Google BigQuery" → "GB", "Snowflake" → "SN", "dbt" → "DB". */
export function monogram(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]+/gu, ' ').split(/\s+/).filter(Boolean);
  const text = words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return text.toUpperCase();
}
