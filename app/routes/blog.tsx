import { data, Link, useNavigation } from "react-router";
import { blogFeedLink } from "~/components/blog/blog-feed-link";
import { PostCard, PostCardSkeleton } from "~/components/blog/post-card";
import { Breadcrumbs, breadcrumbJsonLd } from "~/components/layout/breadcrumbs";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { listPublishedPosts } from "~/models/blog-posts.server";
import type { Route } from "./+types/blog";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true };

/** Nine cards (three rows on a wide screen) per page; ?page=2 and on for older posts. */
const PAGE_SIZE = 9;

export const links: Route.LinksFunction = () => [blogFeedLink];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData?.state === "ok" ? loaderData.posts.page : 1;
  const siteUrl = siteUrlFrom(matches);
  return pageMeta({
    title: page > 1 ? `Blog (page ${page}) | Gold Coast Vending` : "Blog | Gold Coast Vending",
    description:
      "Guides for South Florida office, building, gym and hotel managers: micromarkets vs vending, no-cost placements, cashless payments and telemetry restocking.",
    path: page > 1 ? `/blog?page=${page}` : "/blog",
    siteUrl,
    jsonLd: [breadcrumbJsonLd(siteUrl, [{ label: "Blog" }], "/blog")],
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const pageParam = new URL(request.url).searchParams.get("page");
  const page = pageParam && /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
  let posts;
  try {
    posts = await listPublishedPosts({ page, pageSize: PAGE_SIZE });
  } catch (error) {
    console.error("Loading the blog list failed:", error);
    return data({ state: "error" as const }, { status: 503 });
  }
  if (page > posts.pageCount) throw data(null, { status: 404 });
  return { state: "ok" as const, posts };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const paging = navigation.state === "loading" && navigation.location.pathname === "/blog";
  return (
    <>
      <Breadcrumbs items={[{ label: "Blog" }]} />
      <section className="bg-night text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
          <Link
            to="/"
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-100 hover:text-white hover:underline"
          >
            <span aria-hidden="true">←</span> Back to Home
          </Link>
          <h1 className="mt-6 font-display text-4xl font-bold sm:text-5xl">The Breakroom Blog</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-200">
            Straight answers for South Florida office, building, gym and hotel managers: what a no-cost
            placement includes, how micromarkets compare with vending, and how we keep machines stocked.
          </p>
          <a
            href="/blog/rss.xml"
            className="mt-6 inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-100 hover:text-white hover:underline"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
              <circle cx="3" cy="13" r="2" />
              <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5h-2A6.5 6.5 0 0 0 1 8.5zM1 1.5A13.5 13.5 0 0 1 14.5 15h-2A11.5 11.5 0 0 0 1 3.5z" />
            </svg>
            Subscribe via RSS
          </a>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6" aria-labelledby="latest-posts">
        {loaderData.state === "error" ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
            <h2 id="latest-posts" className="font-display text-2xl font-bold">
              Unable to load blog posts
            </h2>
            <p className="mt-2">
              Unable to load blog posts. Please try again later or contact support if the problem persists.
            </p>
          </div>
        ) : loaderData.posts.total === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
            <h2 id="latest-posts" className="font-display text-2xl font-bold">
              No blog posts yet
            </h2>
            <p className="mx-auto mt-2 max-w-md text-stone-600">
              Our first articles are on the way. In the meantime, see what we can place at your location.
            </p>
            <ButtonLink to="/#services" className="mt-6">
              Explore Our Services
            </ButtonLink>
          </div>
        ) : (
          <>
            <h2 id="latest-posts" className="font-display text-2xl font-bold">
              Latest Posts ({loaderData.posts.total})
            </h2>
            {paging ? (
              <div
                className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
                role="status"
                aria-label="Loading blog posts"
              >
                {Array.from({ length: 3 }, (_, i) => (
                  <PostCardSkeleton key={i} />
                ))}
              </div>
            ) : (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {loaderData.posts.items.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            )}
            {loaderData.posts.pageCount > 1 ? (
              <BlogPager page={loaderData.posts.page} pageCount={loaderData.posts.pageCount} />
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

function BlogPager({ page, pageCount }: { page: number; pageCount: number }) {
  const href = (n: number) => (n === 1 ? "/blog" : `/blog?page=${n}`);
  const linkClass =
    "inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 text-sm font-semibold hover:bg-stone-100";
  return (
    <nav aria-label="Blog pages" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass} rel="prev">
          ← Newer posts
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-600">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={linkClass} rel="next">
          Older posts →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
