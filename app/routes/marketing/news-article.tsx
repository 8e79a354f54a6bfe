import { data, Link, redirect } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { articlePageData } from "~/.server/content/pages";
import { CtaBand } from "~/components/sections/cta-band";
import { NewsArticleByline } from "~/components/sections/news-article";
import { NotFound } from "~/components/sections/not-found";
import { RichText } from "~/components/sections/rich-text";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { getMeta, notFoundMeta } from "~/content/meta";
import { newsClosing } from "~/content/news";
import { newsArticlePath } from "~/content/public-pages";
import type { Route } from "./+types/news-article";

// One Compliance Hub article on a page of its own, so it can be shared and found. The list on /news keeps the
// expandable cards; both read the articles the content studio published. An address the article was renamed from
// redirects to its address now.
export async function loader({ params, context }: Route.LoaderArgs) {
  const content = await appContextOf(context).content.published();
  const article = content.articles.find((candidate) => candidate.slug === params.slug);
  if (article) return articlePageData(article);
  const renamed = content.redirects.news.get(params.slug);
  if (renamed) throw redirect(newsArticlePath(renamed), 301);
  return data({ article: null, closing: newsClosing }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article) {
    return notFoundMeta();
  }
  return [
    ...getMeta({
      title: article.title,
      description: article.summary,
      path: newsArticlePath(article.slug),
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
        <RichText html={article.bodyHtml} className="mx-auto max-w-3xl px-4 py-12 leading-relaxed" />
      </article>
      <CtaBand className="mt-4" title={closing.title} body={closing.body} links={[closing.link]} />
    </>
  );
}
