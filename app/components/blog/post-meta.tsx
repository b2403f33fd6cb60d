import { Badge } from "~/components/ui/badge";
import { formatLongDate } from "~/lib/dates";
import { formatReadingTime } from "~/lib/reading-time";

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
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-stone-600">
      <Badge tone="success">Published</Badge>
      {author ? <span>{author}</span> : null}
      <span className="whitespace-nowrap">
        Updated <time dateTime={updatedAt}>{formatLongDate(updatedAt)}</time>
      </span>
      <span className="whitespace-nowrap">
        <span aria-hidden="true">· </span>
        {formatReadingTime(readingMinutes)}
      </span>
    </div>
  );
}
