/** The Insights tab's periods (`?period=`), browser-safe: the period picker lists them. */
export const INSIGHT_PERIODS = [
  { value: "30d", label: "Last 30 days", days: 30 },
  { value: "90d", label: "Last 90 days", days: 90 },
  { value: "12m", label: "Last 12 months", days: 365 },
  { value: "custom", label: "Custom", days: 0 },
] as const;
export type InsightPeriodKey = (typeof INSIGHT_PERIODS)[number]["value"];
