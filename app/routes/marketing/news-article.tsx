import { data, redirect } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { articlePageData } from "~/.server/content/pages";
import { siteOriginOf } from "~/.server/runtime/env";
import { getMeta, notFoundMeta } from "~/content/meta";
import { newsClosing } from "~/content/news";
import { newsArticlePath } from "~/content/public-pages";
import type { Route } from "./+types/news-article";
import { ArticleView } from "./ui/article-view";

// One Compliance Hub article on a page of its own, so it can be shared and found. The list on /news keeps the
// expandable cards; both read the articles the content studio published. An address the article was renamed from
// redirects to its address now.
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const content = await app.content.published();
  const article = content.articles.find((candidate) => candidate.slug === params.slug);
  if (article) return articlePageData(article, content, siteOriginOf(app.config));
  const renamed = content.redirects.news.get(params.slug);
  if (renamed) throw redirect(newsArticlePath(renamed), 301);
  return data({ article: null, closing: newsClosing, structuredData: null }, { status: 404 });
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
      structuredData: loaderData.structuredData ?? undefined,
    }),
    { property: "article:published_time", content: article.date },
  ];
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView {...loaderData} />;
}
