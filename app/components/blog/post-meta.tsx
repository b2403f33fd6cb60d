import { Badge } from "~/components/ui/badge";
import { formatLongDate } from "~/lib/dates";
import { fill, useLang, useUi } from "~/lib/i18n";

/** Published badge, updated date and reading time, shared by the cards and the post page. */
export function PostMeta({
  updatedAt,
  readingMinutes,
  author,
}: {
  updatedAt: string;
  readingMinutes: number;
  author?: string;
}) {
  const ui = useUi().blog;
  const lang = useLang();
  const [before, after = ""] = ui.updated.split("{date}");
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-stone-600">
      <Badge tone="success">{ui.published}</Badge>
      {author ? <span>{author}</span> : null}
      <span className="whitespace-nowrap">
        {before}
        <time dateTime={updatedAt}>{formatLongDate(updatedAt, lang)}</time>
        {after}
      </span>
      <span className="whitespace-nowrap">
        <span aria-hidden="true">· </span>
        {fill(ui.readingTime, { minutes: readingMinutes })}
      </span>
    </div>
  );
}
