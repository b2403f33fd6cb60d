import { Link } from "react-router";
import { useLang, useUi } from "~/lib/i18n";
import { PostMeta } from "./post-meta";

export interface PostCardData {
  title: string;
  slug: string;
  excerpt: string | null;
  updatedAt: string;
  readingMinutes: number;
}

/**
 * One card of /blog: the whole card is one link to the post (its title is the link's name).
 * `inEnglish`: an English post listed on /es/blog (no Spanish post yet), linked to its English
 * page and marked as such (decision 080).
 */
export function PostCard({ post, inEnglish = false }: { post: PostCardData; inEnglish?: boolean }) {
  const ui = useUi().blog;
  const prefix = useLang() === "es" && !inEnglish ? "/es" : "";
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <h3 className="font-display text-xl font-bold leading-snug text-ink">
        <Link
          to={`${prefix}/blog/${post.slug}`}
          className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none group-hover:underline"
          hrefLang={inEnglish ? "en" : undefined}
        >
          <span lang={inEnglish ? "en" : undefined}>{post.title}</span>
          {inEnglish ? (
            <span data-testid="post-in-english" className="text-base font-semibold text-stone-600">
              {" "}
              {ui.inEnglish}
            </span>
          ) : null}
        </Link>
      </h3>
      {post.excerpt ? (
        <p lang={inEnglish ? "en" : undefined} className="mt-3 line-clamp-4 text-stone-700">
          {post.excerpt}
        </p>
      ) : null}
      <div className="mt-auto pt-5">
        <PostMeta updatedAt={post.updatedAt} readingMinutes={post.readingMinutes} />
      </div>
      <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
        {ui.readArticle}
      </span>
    </article>
  );
}

/** A grey placeholder card shown while the next page of posts loads. */
export function PostCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6 motion-reduce:animate-none"
    >
      <div className="h-6 w-3/4 rounded bg-stone-200" />
      <div className="h-4 w-full rounded bg-stone-100" />
      <div className="h-4 w-5/6 rounded bg-stone-100" />
      <div className="mt-6 h-4 w-1/2 rounded bg-stone-200" />
    </div>
  );
}
