import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { blogFeedLink } from "~/components/blog/blog-feed-link";
import { PostContent } from "~/components/blog/post-content";
import { PostMeta } from "~/components/blog/post-meta";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { Breadcrumbs, breadcrumbJsonLd } from "~/components/layout/breadcrumbs";
import { ErrorPage } from "~/components/layout/error-page";
import { business } from "~/content/business";
import { textOfHtml } from "~/lib/reading-time";
import { noindexMeta, pageMeta, siteUrlFrom } from "~/lib/seo";
import { findPublishedPostBySlug, findRedirectedSlug } from "~/models/blog-posts.server";
import type { Route } from "./+types/blog.$slug";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true };

/** The author label of every post: the business writes as a team (docs/product.md shows "an author label"). */
const POST_AUTHOR = `${business.name} Team`;

export const links: Route.LinksFunction = () => [blogFeedLink];

export async function loader({ params }: Route.LoaderArgs) {
  // Slugs are lower case; /blog/Some-Title (a hand-typed link) goes to /blog/some-title.
  const lower = params.slug.toLowerCase();
  if (lower !== params.slug && /^[a-z0-9-]+$/.test(lower)) throw redirect(`/blog/${lower}`, 301);
  let post;
  let movedTo: string | null = null;
  try {
    post = await findPublishedPostBySlug(params.slug);
    if (!post) movedTo = await findRedirectedSlug(params.slug);
  } catch (error) {
    // product §2: a failed load shows the same "Blog Post Not Found" page.
    console.error(`Loading the blog post "${params.slug}" failed:`, error);
    throw data(null, { status: 404 });
  }
  if (movedTo) throw redirect(`/blog/${movedTo}`, 301);
  if (!post) throw data(null, { status: 404 });
  return { post, readingMinutes: post.readingMinutes };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return noindexMeta("Blog Post Not Found | Gold Coast Vending");
  const { post } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const path = `/blog/${post.slug}`;
  const description = post.excerpt ?? summaryOf(textOfHtml(post.content));
  const jsonLd = [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description,
      datePublished: post.publishedAt ?? post.createdAt,
      dateModified: post.updatedAt,
      mainEntityOfPage: siteUrl + path,
      url: siteUrl + path,
      wordCount: textOfHtml(post.content).split(/\s+/).filter(Boolean).length,
      author: { "@type": "Organization", name: POST_AUTHOR, url: siteUrl + "/" },
      publisher: { "@type": "Organization", name: business.name, url: siteUrl + "/" },
    },
    breadcrumbJsonLd(siteUrl, [{ label: "Blog", href: "/blog" }, { label: post.title }], path),
  ];
  return [
    ...pageMeta({
      title: `${post.title} | ${business.name} Blog`,
      description,
      path,
      siteUrl,
      type: "article",
      jsonLd,
    }),
    { property: "article:published_time", content: post.publishedAt ?? post.createdAt },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:author", content: POST_AUTHOR },
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
  const { post, readingMinutes } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ label: "Blog", href: "/blog" }, { label: post.title }]} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-ink hover:underline"
        >
          <span aria-hidden="true">←</span> Back to Blog
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
              author={`By ${POST_AUTHOR}`}
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
            Want to read more?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-stone-200">
            More guides for South Florida workplaces, or talk to us about a free machine or market at your
            location.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/blog" variant="light">
              Explore More Posts
            </ButtonLink>
            <ButtonLink to="/contact" variant="gold">
              Contact Us
            </ButtonLink>
          </div>
        </aside>
      </article>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />;
  return (
    <>
      <Breadcrumbs items={[{ label: "Blog", href: "/blog" }, { label: "Not found" }]} />
      <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
        <meta name="robots" content="noindex" />
        <h1 className="font-display text-4xl font-bold text-ink">Blog Post Not Found</h1>
        <p className="mt-4 text-lg text-stone-600">
          The blog post you're looking for doesn't exist or may have been removed.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/blog" className={buttonClass("outline")}>
            Back to Blog
          </Link>
          <Link to="/" className={buttonClass("primary")}>
            Go Home
          </Link>
        </div>
      </section>
    </>
  );
}
