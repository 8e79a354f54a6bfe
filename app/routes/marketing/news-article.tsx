import { data, Link } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { NewsArticleByline } from "~/components/sections/news-article";
import { NotFound } from "~/components/sections/not-found";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { getMeta, notFoundMeta } from "~/content/meta";
import { findNewsArticle, formatNewsDate, newsArticlePath, newsClosing } from "~/content/news";
import type { Route } from "./+types/news-article";

// One Compliance Hub article on a page of its own, so it can be shared and found. The list on /news keeps the
// expandable cards; both read the same content module.
export function loader({ params }: Route.LoaderArgs) {
  const article = findNewsArticle(params.slug);
  if (!article) return data({ article: null, closing: newsClosing }, { status: 404 });
  return { article: { ...article, displayDate: formatNewsDate(article.date) }, closing: newsClosing };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article) {
    return notFoundMeta();
  }
  return [
    ...getMeta({
      title: article.title,
      description: article.summary,
      path: newsArticlePath(params.slug),
      type: "article",
    }),
    { property: "article:published_time", content: article.date },
  ];
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, closing } = loaderData;
  if (!article) return <NotFound />;
  return (
    <>
      <article aria-labelledby="article-title">
        <header className="bg-muted">
          <div className="mx-auto max-w-3xl px-4 py-12">
            <Link
              to="/news"
              className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to the Compliance Hub
            </Link>
            <NewsArticleByline article={article} className="mt-8" />
            <h1 id="article-title" className="mt-3 text-balance text-4xl font-bold text-primary">
              {article.title}
            </h1>
            <p className="mt-4 text-pretty text-lg text-muted-foreground">{article.summary}</p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-pretty leading-relaxed">
          {article.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </article>
      <CtaBand className="mt-4" title={closing.title} body={closing.body} links={[closing.link]} />
    </>
  );
}
