import { db } from "~/lib/db.server";
import { data, Link, useNavigation } from "react-router";
import { blogFeedLink } from "~/components/blog/blog-feed-link";
import { PostCard, PostCardSkeleton } from "~/components/blog/post-card";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { breadcrumbJsonLd } from "~/lib/structured-data.server";
import { getEnv } from "~/lib/env.server";
import { ButtonLink } from "~/components/ui/button";
import { uiStrings } from "~/content/ui";
import { fill, homePath, langFromPath, localizedPath, pageAlternates, type Lang } from "~/lib/i18n";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { listPublishedPosts } from "~/models/blog-posts.server";
import type { Route } from "./+types/blog";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true, jsonLd: true };

/** Nine cards (three rows on a wide screen) per page; ?page=2 and on for older posts. */
const PAGE_SIZE = 9;

/**
 * Registered twice in app/routes.ts: /blog lists the English posts, /es/blog the Spanish ones
 * (decision 043), each in its page's language with its own feed. While there is no Spanish post,
 * /es/blog lists the English ones, each marked as in English (decision 080).
 */
export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const lang = langFromPath(location.pathname);
  const ui = uiStrings[lang].blog;
  const page = loaderData?.state === "ok" ? loaderData.posts.page : 1;
  const siteUrl = siteUrlFrom(matches);
  const listPath = localizedPath("/blog", lang);
  return [
    ...pageMeta({
      title: page > 1 ? fill(ui.metaTitlePaged, { page }) : ui.metaTitle,
      description: ui.metaDescription,
      path: page > 1 ? `${listPath}?page=${page}` : listPath,
      siteUrl,
      lang,
      alternates: page > 1 ? null : pageAlternates("/blog"),
    }),
    blogFeedLink(lang),
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const pageParam = url.searchParams.get("page");
  const page = pageParam && /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
  const listPath = localizedPath("/blog", lang);
  const jsonLd = [
    breadcrumbJsonLd(getEnv().PUBLIC_SITE_URL, [{ label: uiStrings[lang].blog.crumb }], listPath, lang),
  ];
  let posts;
  // /es/blog without any Spanish post lists the English ones, marked "(en inglés)" (decision 080).
  let inEnglish = false;
  try {
    posts = await listPublishedPosts(db(), { page, pageSize: PAGE_SIZE }, lang);
    if (lang === "es" && posts.total === 0) {
      posts = await listPublishedPosts(db(), { page, pageSize: PAGE_SIZE }, "en");
      inEnglish = posts.total > 0;
    }
  } catch (error) {
    console.error("Loading the blog list failed:", error);
    context.jsonLd = jsonLd;
    return data({ state: "error" as const, lang }, { status: 503 });
  }
  if (page > posts.pageCount) throw data(null, { status: 404 });
  context.jsonLd = jsonLd;
  return { state: "ok" as const, posts, lang, inEnglish };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const ui = uiStrings[lang].blog;
  const listPath = localizedPath("/blog", lang);
  const navigation = useNavigation();
  const paging = navigation.state === "loading" && navigation.location.pathname === listPath;
  return (
    <>
      <Breadcrumbs items={[{ label: ui.crumb }]} />
      <section className="bg-night text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
          <Link
            to={homePath(lang)}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-100 hover:text-white hover:underline"
          >
            <span aria-hidden="true">←</span> {uiStrings[lang].common.backToHome}
          </Link>
          <h1 className="mt-6 font-display text-4xl font-bold sm:text-5xl">{ui.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-200">{ui.lead}</p>
          <a
            href={`${listPath}/rss.xml`}
            className="mt-6 inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-100 hover:text-white hover:underline"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
              <circle cx="3" cy="13" r="2" />
              <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5h-2A6.5 6.5 0 0 0 1 8.5zM1 1.5A13.5 13.5 0 0 1 14.5 15h-2A11.5 11.5 0 0 0 1 3.5z" />
            </svg>
            {ui.subscribeRss}
          </a>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6" aria-labelledby="latest-posts">
        {loaderData.state === "error" ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
            <h2 id="latest-posts" className="font-display text-2xl font-bold">
              {ui.loadFailedTitle}
            </h2>
            <p className="mt-2">{ui.loadFailedText}</p>
          </div>
        ) : loaderData.posts.total === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
            <h2 id="latest-posts" className="font-display text-2xl font-bold">
              {ui.emptyTitle}
            </h2>
            <p className="mx-auto mt-2 max-w-md text-stone-600">{ui.emptyText}</p>
            <ButtonLink to={`${homePath(lang)}#services`} className="mt-6">
              {ui.emptyCta}
            </ButtonLink>
          </div>
        ) : (
          <>
            <h2 id="latest-posts" className="font-display text-2xl font-bold">
              {fill(loaderData.inEnglish ? ui.englishPosts : ui.latestPosts, {
                count: loaderData.posts.total,
              })}
            </h2>
            {loaderData.inEnglish ? <p className="mt-2 text-stone-700">{ui.englishPostsText}</p> : null}
            {paging ? (
              <div
                className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
                role="status"
                aria-label={ui.loading}
              >
                {Array.from({ length: 3 }, (_, i) => (
                  <PostCardSkeleton key={i} />
                ))}
              </div>
            ) : (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {loaderData.posts.items.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} inEnglish={loaderData.inEnglish} />
                  </li>
                ))}
              </ul>
            )}
            {loaderData.posts.pageCount > 1 ? (
              <BlogPager page={loaderData.posts.page} pageCount={loaderData.posts.pageCount} lang={lang} />
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

function BlogPager({ page, pageCount, lang }: { page: number; pageCount: number; lang: Lang }) {
  const ui = uiStrings[lang].blog;
  const listPath = localizedPath("/blog", lang);
  const href = (n: number) => (n === 1 ? listPath : `${listPath}?page=${n}`);
  const linkClass =
    "inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 text-sm font-semibold hover:bg-stone-100";
  return (
    <nav aria-label={ui.pagerLabel} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass} rel="prev">
          {ui.newerPosts}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-600">{fill(ui.pageOf, { page, pageCount })}</p>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={linkClass} rel="next">
          {ui.olderPosts}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
