import { db } from "~/lib/db.server";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { blogFeedLink } from "~/components/blog/blog-feed-link";
import { PostContent } from "~/components/blog/post-content";
import { PostMeta } from "~/components/blog/post-meta";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ErrorPage } from "~/components/layout/error-page";
import { business } from "~/content/business";
import { uiStrings } from "~/content/ui";
import { fill, homePath, langFromPath, localizedPath, useLang, type Lang } from "~/lib/i18n";
import { textOfHtml } from "~/lib/reading-time";
import { noindexMeta, pageMeta, siteUrlFrom } from "~/lib/seo";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/lib/structured-data.server";
import { getEnv } from "~/lib/env.server";
import { postPath } from "~/models/blog-post";
import { findPublishedPostBySlug, findRedirectedPost } from "~/models/blog-posts.server";
import type { Route } from "./+types/blog.$slug";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true, jsonLd: true };

/** The author label of every post: the business writes as a team (docs/product.md shows "an author label"). */
const postAuthor = (lang: Lang) => fill(uiStrings[lang].blog.authorTeam, { businessName: business.name });

/**
 * Registered twice in app/routes.ts: /blog/:slug and /es/blog/:slug. A post lives under its own
 * language's path; the other path answers a permanent redirect to it (decision 043), so a link
 * shared with the wrong prefix still lands on the post.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const blogPath = localizedPath("/blog", lang);
  // Slugs are lower case; /blog/Some-Title (a hand-typed link) goes to /blog/some-title.
  const lower = params.slug.toLowerCase();
  if (lower !== params.slug && /^[a-z0-9-]+$/.test(lower)) throw redirect(`${blogPath}/${lower}`, 301);
  let post;
  let movedTo: { slug: string; language: Lang } | null = null;
  try {
    post = await findPublishedPostBySlug(db(), params.slug);
    if (!post) movedTo = await findRedirectedPost(db(), params.slug);
  } catch (error) {
    // product §2: a failed load shows the same "Blog Post Not Found" page.
    console.error(`Loading the blog post "${params.slug}" failed:`, error);
    throw data(null, { status: 404 });
  }
  if (movedTo) throw redirect(postPath(movedTo), 301);
  if (!post) throw data(null, { status: 404 });
  if (post.language !== lang) throw redirect(postPath(post), 301);
  const description = post.excerpt ?? summaryOf(textOfHtml(post.content));
  const siteUrl = getEnv().PUBLIC_SITE_URL;
  const path = postPath(post);
  context.jsonLd = [
    blogPostingJsonLd(siteUrl, { ...post, description, path, author: postAuthor(lang) }, lang),
    breadcrumbJsonLd(
      siteUrl,
      [{ label: uiStrings[lang].blog.crumb, href: blogPath }, { label: post.title }],
      path,
      lang,
    ),
  ];
  return { post, readingMinutes: post.readingMinutes, lang, description };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const lang = loaderData?.lang ?? langFromPath(location.pathname);
  const ui = uiStrings[lang].blog;
  if (!loaderData) return noindexMeta(ui.postNotFoundTitle);
  const { post, description } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const path = postPath(post);
  const author = postAuthor(lang);
  return [
    ...pageMeta({
      title: fill(ui.postTitle, { postTitle: post.title, businessName: business.name }),
      description,
      path,
      siteUrl,
      lang,
      type: "article",
    }),
    blogFeedLink(lang),
    { property: "article:published_time", content: post.publishedAt ?? post.createdAt },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:author", content: author },
    { property: "article:section", content: "Blog" },
  ];
};

/** The first ~160 characters of a post without an excerpt, cut at a word, for its description. */
function summaryOf(text: string, max = 160) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return `${cut.slice(0, space > 80 ? space : max).replace(/[\s,.;:!?-]+$/, "")}…`;
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, readingMinutes, lang } = loaderData;
  const ui = uiStrings[lang].blog;
  const blogPath = localizedPath("/blog", lang);
  return (
    <>
      <Breadcrumbs items={[{ label: ui.crumb, href: blogPath }, { label: post.title }]} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <Link
          to={blogPath}
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-ink hover:underline"
        >
          <span aria-hidden="true">←</span> {ui.backToBlog}
        </Link>
        <header className="mt-6 border-b border-stone-200 pb-8">
          <h1 className="font-display text-4xl font-bold leading-tight text-ink sm:text-5xl">{post.title}</h1>
          {post.excerpt ? (
            <p className="mt-4 text-xl leading-relaxed text-stone-700">{post.excerpt}</p>
          ) : null}
          <div className="mt-6">
            <PostMeta
              updatedAt={post.updatedAt}
              readingMinutes={readingMinutes}
              author={fill(ui.byAuthor, { author: postAuthor(lang) })}
            />
          </div>
        </header>
        <div className="mt-10">
          <PostContent html={post.content} />
        </div>
        <aside
          aria-labelledby="read-more"
          className="mt-16 rounded-2xl bg-night px-6 py-10 text-center text-white sm:px-10"
        >
          <h2 id="read-more" className="font-display text-3xl font-bold">
            {ui.readMoreTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-stone-200">{ui.readMoreText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to={blogPath} variant="light">
              {ui.exploreMorePosts}
            </ButtonLink>
            <ButtonLink to={localizedPath("/contact", lang)} variant="gold">
              {ui.contactUs}
            </ButtonLink>
          </div>
        </aside>
      </article>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = useLang();
  const ui = uiStrings[lang].blog;
  const blogPath = localizedPath("/blog", lang);
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />;
  return (
    <>
      <Breadcrumbs items={[{ label: ui.crumb, href: blogPath }, { label: ui.notFoundCrumb }]} />
      <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
        <meta name="robots" content="noindex" />
        <h1 className="font-display text-4xl font-bold text-ink">{ui.notFoundTitle}</h1>
        <p className="mt-4 text-lg text-stone-600">{ui.notFoundText}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={blogPath} className={buttonClass("outline")}>
            {ui.backToBlog}
          </Link>
          <Link to={homePath(lang)} className={buttonClass("primary")}>
            {uiStrings[lang].errors.goHome}
          </Link>
        </div>
      </section>
    </>
  );
}
